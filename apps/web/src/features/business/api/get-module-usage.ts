import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import type { DashboardPeriod } from '@apopunkt/domain/schemas/business';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { periodParams } from '../lib/period';

/** The usage statistics of a module, of a period or (null) the whole runtime. */
export function fetchModuleUsage(slug: string, period: DashboardPeriod, signal?: AbortSignal) {
  return call(businessEndpoints.moduleUsage, { params: { slug }, query: periodParams(period), signal });
}

export function moduleUsageQuery(slug: string, period: DashboardPeriod) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.moduleUsage, { params: { slug }, query: periodParams(period) }),
    queryFn: ({ signal }) => fetchModuleUsage(slug, period, signal),
  });
}

/** Keeps showing the last period's figures while another period loads. */
export function useModuleUsage(slug: string, period: DashboardPeriod, enabled = true) {
  return useQuery({ ...moduleUsageQuery(slug, period), enabled, placeholderData: keepPreviousData });
}
