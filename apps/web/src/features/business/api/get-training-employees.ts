import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The employees of the assigned pharmacies. */
export function fetchTrainingEmployees(signal?: AbortSignal) {
  return call(fieldServiceEndpoints.trainingEmployees, { signal });
}

export const trainingEmployeesQuery = queryOptions({
  queryKey: queryKeyOf(fieldServiceEndpoints.trainingEmployees),
  queryFn: ({ signal }) => fetchTrainingEmployees(signal),
});

export function useTrainingEmployees() {
  return useQuery(trainingEmployeesQuery);
}
