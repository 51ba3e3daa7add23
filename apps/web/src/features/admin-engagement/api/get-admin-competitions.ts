import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export type CompetitionFilter = 'running' | 'upcoming' | 'ended' | 'all';

const listQueryOf = (status: CompetitionFilter) => (status === 'all' ? { limit: 500 } : { limit: 500, status });

/** The staff list by status, newest start first. */
export function getAdminCompetitions(status: CompetitionFilter, signal?: AbortSignal) {
  return call(competitionsAdminEndpoints.list, { query: listQueryOf(status), signal });
}

export function useAdminCompetitions(status: CompetitionFilter) {
  return useQuery(
    queryOptions({
      queryKey: queryKeyOf(competitionsAdminEndpoints.list, { query: listQueryOf(status) }),
      queryFn: ({ signal }) => getAdminCompetitions(status, signal),
    }),
  );
}

/** One competition with its draw. */
export function useAdminCompetition(id: number | null) {
  return useQuery({
    queryKey: queryKeyOf(competitionsAdminEndpoints.detail, { params: { id } }),
    queryFn: ({ signal }) => call(competitionsAdminEndpoints.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
