import { couponOfferPageSchema } from '@apopunkt/domain/schemas/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/coupons: the shop's offers; `redeemable_first` puts what the user can buy now on top (spec §4). */
export function getCouponOffers(redeemableFirst: boolean, signal?: AbortSignal) {
  return api.get('/v1/coupons', {
    schema: couponOfferPageSchema,
    query: { limit: 500, redeemable_first: redeemableFirst },
    signal,
  });
}

export const couponOffersQuery = (redeemableFirst: boolean) =>
  queryOptions({
    queryKey: ['coupons', 'offers', { redeemableFirst }],
    queryFn: ({ signal }) => getCouponOffers(redeemableFirst, signal),
  });

export function useCouponOffers(redeemableFirst: boolean) {
  return useQuery(couponOffersQuery(redeemableFirst));
}
