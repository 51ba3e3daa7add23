import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The manufacturer statistics of a module. */
export function fetchModuleStatistics(slug: string, signal?: AbortSignal) {
  return call(businessEndpoints.moduleStatistics, { params: { slug }, signal });
}

export function moduleStatisticsQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.moduleStatistics, { params: { slug } }),
    queryFn: ({ signal }) => fetchModuleStatistics(slug, signal),
  });
}

export function useModuleStatistics(slug: string, enabled = true) {
  return useQuery({ ...moduleStatisticsQuery(slug), enabled });
}
