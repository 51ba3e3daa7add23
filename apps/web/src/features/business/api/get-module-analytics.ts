import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Every analytics report of a module. */
export function fetchModuleAnalytics(slug: string, signal?: AbortSignal) {
  return call(businessEndpoints.moduleAnalytics, { params: { slug }, signal });
}

export function moduleAnalyticsQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.moduleAnalytics, { params: { slug } }),
    queryFn: ({ signal }) => fetchModuleAnalytics(slug, signal),
  });
}

export function useModuleAnalytics(slug: string, enabled = true) {
  return useQuery({ ...moduleAnalyticsQuery(slug), enabled });
}
