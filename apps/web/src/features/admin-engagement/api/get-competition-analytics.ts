import { competitionAnalyticsSchema } from '@apopunkt/domain/schemas/competitions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/competitions/{id}/analytics. */
export function useCompetitionAnalytics(id: number) {
  return useQuery({
    queryKey: ['admin', 'competitions', 'analytics', id],
    queryFn: ({ signal }) =>
      api.get(`/v1/admin/competitions/${id}/analytics`, { schema: competitionAnalyticsSchema, signal }),
  });
}
