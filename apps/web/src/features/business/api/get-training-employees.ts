import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { trainingViewInput } from './training-view';

/** The employees of the assigned pharmacies: the own, or (staff) those of the field-service user `userId`. */
export function fetchTrainingEmployees(userId?: number, signal?: AbortSignal) {
  return call(fieldServiceEndpoints.trainingEmployees, { ...trainingViewInput(userId), signal });
}

export function trainingEmployeesQueryFor(userId?: number) {
  return queryOptions({
    queryKey: queryKeyOf(fieldServiceEndpoints.trainingEmployees, trainingViewInput(userId)),
    queryFn: ({ signal }) => fetchTrainingEmployees(userId, signal),
  });
}

/** The own view. */
export const trainingEmployeesQuery = trainingEmployeesQueryFor();

export function useTrainingEmployees(userId?: number) {
  return useQuery(trainingEmployeesQueryFor(userId));
}
