import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import type { DashboardPeriod } from '@apopunkt/domain/schemas/business';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { periodParams } from '../lib/period';

/** Every analytics report of a module, of a period or (null) the whole runtime. */
export function fetchModuleAnalytics(slug: string, period: DashboardPeriod, signal?: AbortSignal) {
  return call(businessEndpoints.moduleAnalytics, { params: { slug }, query: periodParams(period), signal });
}

export function moduleAnalyticsQuery(slug: string, period: DashboardPeriod) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.moduleAnalytics, { params: { slug }, query: periodParams(period) }),
    queryFn: ({ signal }) => fetchModuleAnalytics(slug, period, signal),
  });
}

/** Keeps showing the last period's figures while another period loads. */
export function useModuleAnalytics(slug: string, period: DashboardPeriod, enabled = true) {
  return useQuery({ ...moduleAnalyticsQuery(slug, period), enabled, placeholderData: keepPreviousData });
}
