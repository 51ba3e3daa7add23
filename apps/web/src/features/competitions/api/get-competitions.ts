import { competitionListSchema } from '@apopunkt/domain/schemas/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/competitions?order_by=-visible_from&limit=: the running competitions with progress. */
export function getCompetitions(signal?: AbortSignal) {
  return api.get('/v1/competitions?order_by=-visible_from&limit=500', { schema: competitionListSchema, signal });
}

export const competitionsQuery = queryOptions({
  queryKey: ['competitions'],
  queryFn: ({ signal }) => getCompetitions(signal),
});

export function useCompetitions(enabled = true) {
  return useQuery({ ...competitionsQuery, enabled });
}
