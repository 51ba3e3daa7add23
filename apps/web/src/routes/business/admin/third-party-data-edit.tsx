import { Anchor, Grid, Skeleton, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { SetExports, SetForm, SetModules, useThirdPartySet } from '../../../features/admin-third-party-data';

/** /business/admin/third-party-data/create and /business/admin/third-party-data/{uuid} (staff). */
export function Component() {
  const uuid = useParams().uuid ?? null;
  const set = useThirdPartySet(uuid);
  return (
    <Stack gap="md">
      <PageHeader
        title={uuid ? 'Datenweitergabe bearbeiten' : 'Datenweitergabe anlegen'}
        subtitle="Partner, Zweck, weitergegebene Felder und Einwilligungstext."
      >
        <Anchor component={Link} to={paths.ThirdPartyDataOverview.href()} size="sm">
          Zurück zur Übersicht
        </Anchor>
      </PageHeader>
      {!uuid && <SetForm set={null} />}
      {uuid && set.isPending && <Skeleton h={300} />}
      {set.isError && <LoadError error={set.error} onRetry={() => set.refetch()} />}
      {set.data && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <SetForm key={set.data.uuid} set={set.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Stack gap="md">
              <SetExports set={set.data} />
              <SetModules modules={set.data.modules} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
