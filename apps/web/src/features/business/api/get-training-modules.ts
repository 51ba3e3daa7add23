import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The modules per assigned pharmacy. */
export function fetchTrainingModules(signal?: AbortSignal) {
  return call(fieldServiceEndpoints.trainingModules, { signal });
}

export const trainingModulesQuery = queryOptions({
  queryKey: queryKeyOf(fieldServiceEndpoints.trainingModules),
  queryFn: ({ signal }) => fetchTrainingModules(signal),
});

export function useTrainingModules() {
  return useQuery(trainingModulesQuery);
}
