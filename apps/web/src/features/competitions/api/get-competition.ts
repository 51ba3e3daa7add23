import { competitionDetailSchema } from '@apopunkt/domain/schemas/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/competitions/{id}: id or 'premium'. */
export function getCompetition(id: string, signal?: AbortSignal) {
  return api.get(`/v1/competitions/${encodeURIComponent(id)}`, { schema: competitionDetailSchema, signal });
}

export const competitionQuery = (id: string) =>
  queryOptions({ queryKey: ['competitions', 'detail', id], queryFn: ({ signal }) => getCompetition(id, signal) });

export function useCompetition(id: string) {
  return useQuery(competitionQuery(id));
}
