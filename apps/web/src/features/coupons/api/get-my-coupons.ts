import { couponPurchasePageSchema } from '@apopunkt/domain/schemas/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/me/coupons: the vouchers the user bought, with their codes. */
export function getMyCoupons(signal?: AbortSignal) {
  return api.get('/v1/me/coupons', { schema: couponPurchasePageSchema, query: { limit: 500 }, signal });
}

export const myCouponsQuery = queryOptions({
  queryKey: ['coupons', 'mine'],
  queryFn: ({ signal }) => getMyCoupons(signal),
});

export function useMyCoupons() {
  return useQuery(myCouponsQuery);
}
