import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const listQuery = { limit: 500 };

/** Every voucher offer with stock and sales, plus totals. */
export function getCouponDashboard(signal?: AbortSignal) {
  return call(rewardsAdminEndpoints.couponDashboard, { query: listQuery, signal });
}

export const couponDashboardQuery = queryOptions({
  queryKey: queryKeyOf(rewardsAdminEndpoints.couponDashboard, { query: listQuery }),
  queryFn: ({ signal }) => getCouponDashboard(signal),
});

export function useCouponDashboard() {
  return useQuery(couponDashboardQuery);
}
