import { Alert, Skeleton } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useDemoDashboard } from '../api/get-demo-dashboard';
import { ModuleDashboardView } from './module-dashboard-view';

/** The demo dashboard for sales talks: synthetic figures, clearly marked. */
export function DemoDashboard() {
  const demo = useDemoDashboard();
  if (demo.isPending) return <Skeleton h={400} />;
  if (demo.isError) return <LoadError error={demo.error} onRetry={() => demo.refetch()} />;
  const d = demo.data;
  return (
    <>
      <PageHeader title="Demo-Dashboard" subtitle={d.statistics.name} />
      <Alert color="orange" variant="light" title="Demo-Daten" mb="lg">
        {d.notice}
      </Alert>
      <ModuleDashboardView
        statistics={d.statistics}
        usage={d.usage}
        analytics={d.analytics}
        ratings={d.ratings}
        csvPrefix="demo"
      />
    </>
  );
}
