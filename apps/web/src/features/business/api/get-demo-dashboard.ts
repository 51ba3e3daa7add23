import { demoDashboardSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/demo-dashboard: the synthetic demo module. */
export function fetchDemoDashboard(signal?: AbortSignal) {
  return api.get('/v1/business/demo-dashboard', { schema: demoDashboardSchema, signal });
}

export const demoDashboardQuery = queryOptions({
  queryKey: ['business', 'demo-dashboard'],
  queryFn: ({ signal }) => fetchDemoDashboard(signal),
});

export function useDemoDashboard() {
  return useQuery(demoDashboardQuery);
}
