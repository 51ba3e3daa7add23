import { Anchor, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../config/paths';
import { CompetitionForm, useAdminCompetition } from '../../../../features/admin-engagement';

/** /business/admin/competitions/{id} (staff): edit. */
export function Component() {
  const id = Number(useParams().id);
  const competition = useAdminCompetition(Number.isInteger(id) ? id : null);
  return (
    <Stack gap="md">
      <PageHeader title="Gewinnspiel bearbeiten" subtitle="Name, Laufzeit, Bilder, Bedingungen und Module." />
      {competition.isPending && <Skeleton h={400} />}
      {competition.isError && <LoadError error={competition.error} />}
      {competition.data && (
        <>
          <Anchor component={Link} to={paths.CompetitionAnalytics.href(id)}>
            Zur Auswertung und Gewinnerziehung
          </Anchor>
          <CompetitionForm
            key={competition.data.id}
            type={competition.data.competitionType}
            competition={competition.data}
          />
        </>
      )}
    </Stack>
  );
}
