import { trainingModulesSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/training/modules: modules per assigned pharmacy. */
export function fetchTrainingModules(signal?: AbortSignal) {
  return api.get('/v1/business/training/modules', { schema: trainingModulesSchema, signal });
}

export const trainingModulesQuery = queryOptions({
  queryKey: ['business', 'training', 'modules'],
  queryFn: ({ signal }) => fetchTrainingModules(signal),
});

export function useTrainingModules() {
  return useQuery(trainingModulesQuery);
}
