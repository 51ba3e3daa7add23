import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import type { DashboardPeriod } from '@apopunkt/domain/schemas/business';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { periodParams } from '../lib/period';

/** The manufacturer statistics of a module, of a period or (null) the whole runtime. */
export function fetchModuleStatistics(slug: string, period: DashboardPeriod, signal?: AbortSignal) {
  return call(businessEndpoints.moduleStatistics, { params: { slug }, query: periodParams(period), signal });
}

export function moduleStatisticsQuery(slug: string, period: DashboardPeriod) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.moduleStatistics, { params: { slug }, query: periodParams(period) }),
    queryFn: ({ signal }) => fetchModuleStatistics(slug, period, signal),
  });
}

/** Keeps showing the last period's figures while another period loads. */
export function useModuleStatistics(slug: string, period: DashboardPeriod, enabled = true) {
  return useQuery({ ...moduleStatisticsQuery(slug, period), enabled, placeholderData: keepPreviousData });
}
