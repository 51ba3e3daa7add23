import { trainingPointsSchema } from '@apopunkt/domain/schemas/training-points';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/me/training-points: the Fortbildungskonto. */
export const trainingPointsQuery = queryOptions({
  queryKey: ['training-points', 'mine'],
  queryFn: ({ signal }) => api.get('/v1/me/training-points', { schema: trainingPointsSchema, signal }),
});

export function useTrainingPoints() {
  return useQuery(trainingPointsQuery);
}
