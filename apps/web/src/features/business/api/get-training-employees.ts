import { trainingEmployeesSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/training/employees: employees of the assigned pharmacies. */
export function fetchTrainingEmployees(signal?: AbortSignal) {
  return api.get('/v1/business/training/employees', { schema: trainingEmployeesSchema, signal });
}

export const trainingEmployeesQuery = queryOptions({
  queryKey: ['business', 'training', 'employees'],
  queryFn: ({ signal }) => fetchTrainingEmployees(signal),
});

export function useTrainingEmployees() {
  return useQuery(trainingEmployeesQuery);
}
