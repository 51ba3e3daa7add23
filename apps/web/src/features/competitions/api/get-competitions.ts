import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The running competitions with progress, newest first. */
export function getCompetitions(signal?: AbortSignal) {
  return call(competitionsEndpoints.list, { query: { order_by: '-visible_from', limit: 500 }, signal });
}

export const competitionsQuery = queryOptions({
  queryKey: queryKeyOf(competitionsEndpoints.list),
  queryFn: ({ signal }) => getCompetitions(signal),
});

export function useCompetitions(enabled = true) {
  return useQuery({ ...competitionsQuery, enabled });
}
