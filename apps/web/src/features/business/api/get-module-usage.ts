import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The usage statistics of a module. */
export function fetchModuleUsage(slug: string, signal?: AbortSignal) {
  return call(businessEndpoints.moduleUsage, { params: { slug }, signal });
}

export function moduleUsageQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.moduleUsage, { params: { slug } }),
    queryFn: ({ signal }) => fetchModuleUsage(slug, signal),
  });
}

export function useModuleUsage(slug: string, enabled = true) {
  return useQuery({ ...moduleUsageQuery(slug), enabled });
}
