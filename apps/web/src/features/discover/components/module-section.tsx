import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { Anchor, Group, Stack, Title, type TitleOrder } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ModuleGrid } from '../../../components/module-tile/module-grid';
import { ModuleGridSkeleton } from '../../../components/module-tile/module-grid-skeleton';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useRecommendedBy } from '../../team';

interface ModuleSectionProps {
  title: string;
  order: TitleOrder;
  query: UseQueryResult<ModuleForUser[]>;
  /** Size of the row while it loads. */
  size: number;
  more?: { href: string; label: string };
  empty: string;
}

/** A titled row of module tiles on Discover (sideways on phones), with its loading, error and empty states. */
export function ModuleSection({ title, order, query, size, more, empty }: ModuleSectionProps) {
  const headingId = useId();
  const recommendedBy = useRecommendedBy();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={order} id={headingId}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.href} fw={600}>
            {more.label} <IconArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />
          </Anchor>
        )}
      </Group>
      {query.isPending && <ModuleGridSkeleton count={Math.min(size, 3)} rowLabel={title} />}
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess &&
        (query.data.length > 0 ? (
          <ModuleGrid
            modules={query.data}
            headingOrder={(order + 1) as TitleOrder}
            rowLabel={title}
            recommendedBy={recommendedBy}
          />
        ) : (
          <EmptyHint title={empty} />
        ))}
    </Stack>
  );
}
