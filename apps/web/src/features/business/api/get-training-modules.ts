import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { trainingViewInput } from './training-view';

/** The modules of the assigned pharmacies: the own, or (staff) those of the field-service user `userId`. */
export function fetchTrainingModules(userId?: number, signal?: AbortSignal) {
  return call(fieldServiceEndpoints.trainingModules, { ...trainingViewInput(userId), signal });
}

export function trainingModulesQueryFor(userId?: number) {
  return queryOptions({
    queryKey: queryKeyOf(fieldServiceEndpoints.trainingModules, trainingViewInput(userId)),
    queryFn: ({ signal }) => fetchTrainingModules(userId, signal),
  });
}

/** The own view. */
export const trainingModulesQuery = trainingModulesQueryFor();

export function useTrainingModules(userId?: number) {
  return useQuery(trainingModulesQueryFor(userId));
}
