import type { DashboardPeriod } from '@apopunkt/domain/schemas/business';
import { moduleAnalyticsQuery } from './get-module-analytics';
import { moduleRatingsQuery } from './get-module-ratings';
import { moduleStatisticsQuery } from './get-module-statistics';
import { moduleUsageQuery } from './get-module-usage';

/** The queries a module's dashboard of a period (null: the whole runtime) makes. */
export function moduleDashboardQueries(slug: string, period: DashboardPeriod) {
  return {
    statistics: moduleStatisticsQuery(slug, period),
    usage: moduleUsageQuery(slug, period),
    analytics: moduleAnalyticsQuery(slug, period),
    ratings: moduleRatingsQuery(slug),
  };
}
