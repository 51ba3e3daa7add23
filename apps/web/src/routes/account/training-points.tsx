import { Anchor, Container, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { AttendanceList, ExpiryList, TrainingProgress, useTrainingPoints } from '../../features/training-points';

/** /account/training-points (can_view_certificates): the Fortbildungskonto (issue 12 §8). */
export function Component() {
  const account = useTrainingPoints();
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={paths.Account.href()} size="sm">
        Zurück zu deinem Konto
      </Anchor>
      <PageHeader
        title="Fortbildungskonto"
        subtitle="Deine Fortbildungspunkte der Apothekerkammer auf dem Weg zum freiwilligen Fortbildungszertifikat."
      />
      {account.isPending && <Skeleton h={240} />}
      {account.isError && <LoadError error={account.error} onRetry={() => account.refetch()} />}
      {account.data && (
        <Stack gap="lg">
          <TrainingProgress account={account.data} />
          <ExpiryList expiries={account.data.expiries} />
          <AttendanceList account={account.data} />
        </Stack>
      )}
    </Container>
  );
}
