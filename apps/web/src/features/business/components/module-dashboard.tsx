import { Skeleton } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { useModuleAnalytics } from '../api/get-module-analytics';
import { useModuleRatings } from '../api/get-module-ratings';
import { useModuleStatistics } from '../api/get-module-statistics';
import { useModuleUsage } from '../api/get-module-usage';
import { ModuleDashboardView } from './module-dashboard-view';

/** A real module's dashboard; the ratings appear only with feature 13 (otherwise the call is refused). */
export function ModuleDashboard({ slug }: { slug: string }) {
  const statistics = useModuleStatistics(slug);
  const usage = useModuleUsage(slug);
  const analytics = useModuleAnalytics(slug);
  const user = useCurrentUser();
  const mayRate =
    !!user && (user.isStaff || user.subscriptions.some((s) => s.type === 'FEATURE_DASHBOARD_MODULE_RATING'));
  const ratings = useModuleRatings(slug, mayRate);
  const failed = statistics.error ?? usage.error ?? analytics.error;
  if (failed) return <LoadError error={failed} onRetry={() => statistics.refetch()} />;
  if (!statistics.data || !usage.data || !analytics.data) return <Skeleton h={400} />;
  return (
    <>
      <PageHeader title={statistics.data.name} subtitle="Modul-Dashboard: Reichweite, Nutzung und Antworten." />
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
