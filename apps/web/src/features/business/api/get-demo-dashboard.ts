import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The synthetic demo module's dashboard. */
export function fetchDemoDashboard(signal?: AbortSignal) {
  return call(businessEndpoints.demoDashboard, { signal });
}

export const demoDashboardQuery = queryOptions({
  queryKey: queryKeyOf(businessEndpoints.demoDashboard),
  queryFn: ({ signal }) => fetchDemoDashboard(signal),
});

export function useDemoDashboard() {
  return useQuery(demoDashboardQuery);
}
