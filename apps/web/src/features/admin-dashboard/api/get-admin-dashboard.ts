import { adminDashboardEndpoints } from '@apopunkt/domain/endpoints/admin-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Platform figures of the last 30 days and the open work queues. */
export function getAdminDashboard(signal?: AbortSignal) {
  return call(adminDashboardEndpoints.dashboard, { signal });
}

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(adminDashboardEndpoints.dashboard),
    queryFn: ({ signal }) => getAdminDashboard(signal),
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
