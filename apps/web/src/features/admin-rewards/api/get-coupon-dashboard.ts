import { couponDashboardSchema } from '@apopunkt/domain/schemas/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/coupon-dashboard: every offer with stock and sales, plus totals. */
export function getCouponDashboard(signal?: AbortSignal) {
  return api.get('/v1/admin/coupon-dashboard', { schema: couponDashboardSchema, query: { limit: 500 }, signal });
}

export const couponDashboardQuery = queryOptions({
  queryKey: ['admin', 'coupon-dashboard'],
  queryFn: ({ signal }) => getCouponDashboard(signal),
});

export function useCouponDashboard() {
  return useQuery(couponDashboardQuery);
}
