import { Anchor, Container, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LoadError } from './load-error';
import { PageHeader } from './page-header';

/**
 * A page of the account area below /account: the way back, the heading, and its one query's loading
 * and error states before what it shows of the data.
 */
export function AccountSubpage<T>({
  title,
  subtitle,
  query,
  children,
}: {
  title: string;
  subtitle: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={paths.Account.href()} size="sm">
        Zurück zu deinem Konto
      </Anchor>
      <PageHeader title={title} subtitle={subtitle} />
      {query.isPending && <Skeleton h={240} />}
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data !== undefined && <Stack gap="lg">{children(query.data)}</Stack>}
    </Container>
  );
}
