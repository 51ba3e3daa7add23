import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** One competition by id or 'premium'. */
export function getCompetition(id: string, signal?: AbortSignal) {
  return call(competitionsEndpoints.detail, { params: { id }, signal });
}

export const competitionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(competitionsEndpoints.detail, { params: { id } }),
    queryFn: ({ signal }) => getCompetition(id, signal),
  });

export function useCompetition(id: string) {
  return useQuery(competitionQuery(id));
}
