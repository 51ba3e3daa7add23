import { hasBusinessAccess } from '@apopunkt/domain/policies';
import { Skeleton } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { useModuleAnalytics } from '../api/get-module-analytics';
import { useModuleRatings } from '../api/get-module-ratings';
import { useModuleStatistics } from '../api/get-module-statistics';
import { useModuleUsage } from '../api/get-module-usage';
import { useDashboardPeriod } from '../lib/period';
import { ModuleDashboardView } from './module-dashboard-view';
import { PeriodPicker } from './period-picker';

/**
 * A real module's dashboard of a period (the address' `from`/`to`, picked above the figures) or the
 * whole runtime; the ratings appear only with feature 13 (otherwise the call is refused).
 */
export function ModuleDashboard({ slug }: { slug: string }) {
  const { period, error, setPeriod } = useDashboardPeriod();
  const statistics = useModuleStatistics(slug, period);
  const usage = useModuleUsage(slug, period);
  const analytics = useModuleAnalytics(slug, period);
  const user = useCurrentUser();
  const mayRate = hasBusinessAccess(user, 'FEATURE_DASHBOARD_MODULE_RATING');
  const ratings = useModuleRatings(slug, mayRate);
  const failed = statistics.error ?? usage.error ?? analytics.error;
  if (failed) return <LoadError error={failed} onRetry={() => statistics.refetch()} />;
  if (!statistics.data || !usage.data || !analytics.data) return <Skeleton h={400} />;
  return (
    <>
      <PageHeader title={statistics.data.name} subtitle="Modul-Dashboard: Reichweite, Nutzung und Antworten." />
      <PeriodPicker key={slug} period={period} error={error} onChange={setPeriod} />
      <ModuleDashboardView
        statistics={statistics.data}
        usage={usage.data}
        analytics={analytics.data}
        ratings={ratings.data ?? null}
        csvPrefix={slug}
      />
    </>
  );
}
