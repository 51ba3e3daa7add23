import { adminCompetitionPageSchema, adminCompetitionSchema } from '@apopunkt/domain/schemas/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CompetitionFilter = 'running' | 'upcoming' | 'ended' | 'all';

/** GET /v1/admin/competitions?status=: staff list, newest start first. */
export function getAdminCompetitions(status: CompetitionFilter, signal?: AbortSignal) {
  const query = status === 'all' ? '' : `&status=${status}`;
  return api.get(`/v1/admin/competitions?limit=500${query}`, { schema: adminCompetitionPageSchema, signal });
}

export function useAdminCompetitions(status: CompetitionFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'competitions', 'list', status],
      queryFn: ({ signal }) => getAdminCompetitions(status, signal),
    }),
  );
}

/** GET /v1/admin/competitions/{id}. */
export function useAdminCompetition(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'competitions', 'detail', id],
    queryFn: ({ signal }) => api.get(`/v1/admin/competitions/${id}`, { schema: adminCompetitionSchema, signal }),
    enabled: id !== null,
  });
}
