import { collectEndpoints } from '@apopunkt/domain/endpoints/collect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The ways to collect premium points that are open to the user now. */
export function getCollect(signal?: AbortSignal) {
  return call(collectEndpoints.page, { signal });
}

export const collectQuery = queryOptions({
  queryKey: queryKeyOf(collectEndpoints.page),
  queryFn: ({ signal }) => getCollect(signal),
});

export function useCollect() {
  return useQuery(collectQuery);
}
