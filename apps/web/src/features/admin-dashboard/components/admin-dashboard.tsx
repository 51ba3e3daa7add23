import { Skeleton, Stack, Title } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { DashboardCharts } from './dashboard-charts';
import { FailedMails } from './failed-mails';
import { FigureCards } from './figure-cards';
import { NearExhaustion } from './near-exhaustion';
import { WorkQueues } from './work-queues';

/** The staff dashboard: work queues, key figures, daily charts and modules near exhaustion. */
export function AdminDashboardView() {
  const dashboard = useAdminDashboard();
  if (dashboard.isPending) return <Skeleton h={320} />;
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  const data = dashboard.data;
  return (
    <Stack gap="xl">
      <section aria-labelledby="queues-title">
        <Title order={2} size="h3" mb="sm" id="queues-title">
          Offene Aufgaben
        </Title>
        <WorkQueues queues={data.queues} />
      </section>
      {data.queues.failedMails > 0 && (
        <section aria-labelledby="failed-mails-title">
          <Title order={2} size="h3" mb="sm" id="failed-mails-title">
            Nicht zugestellte E-Mails ({data.queues.failedMails.toLocaleString('de-DE')})
          </Title>
          <FailedMails count={data.queues.failedMails} />
        </section>
      )}
      <section aria-labelledby="figures-title">
        <Title order={2} size="h3" mb="sm" id="figures-title">
          Letzte {data.days} Tage
        </Title>
        <FigureCards data={data} />
      </section>
      <DashboardCharts series={data.series} />
      <section aria-labelledby="exhaustion-title">
        <Title order={2} size="h3" mb="sm" id="exhaustion-title">
          Module kurz vor der Erschöpfung
        </Title>
        <NearExhaustion modules={data.modulesNearExhaustion} />
      </section>
    </Stack>
  );
}
