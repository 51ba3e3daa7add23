import { adminDashboardSchema } from '@apopunkt/domain/schemas/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/dashboard: platform figures of the last 30 days and the open work queues. */
export function getAdminDashboard(signal?: AbortSignal) {
  return api.get('/v1/admin/dashboard', { schema: adminDashboardSchema, signal });
}

export const adminDashboardQuery = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getAdminDashboard(signal) });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
