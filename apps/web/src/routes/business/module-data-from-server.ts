import {
  moduleAnalyticsSchema,
  moduleRatingsSchema,
  moduleStatisticsSchema,
  moduleUsageSchema,
} from '@apopunkt/domain/schemas/business';
import type { ModuleDashboardPageData } from '@apopunkt/domain/schemas/member-page-worker';
import type { QueryClient } from '@tanstack/react-query';
import { moduleDashboardQueries } from '../../features/business';

/**
 * A module dashboard's data as the API read it for a page drawn on the server (the answers of the
 * calls ModuleDashboard makes for the whole runtime), put into `client` under the same query keys
 * and read through the same schemas as the app's own calls. Used by the server's render only.
 * Answers the page's title (the module's name, as the page sets it).
 */
export function putModuleDashboardData(client: QueryClient, data: ModuleDashboardPageData): string {
  const queries = moduleDashboardQueries(data.slug, null);
  const statistics = moduleStatisticsSchema.parse(data.statistics);
  client.setQueryData(queries.statistics.queryKey, statistics);
  client.setQueryData(queries.usage.queryKey, moduleUsageSchema.parse(data.usage));
  client.setQueryData(queries.analytics.queryKey, moduleAnalyticsSchema.parse(data.analytics));
  if (data.ratings !== null) client.setQueryData(queries.ratings.queryKey, moduleRatingsSchema.parse(data.ratings));
  return statistics.name;
}
