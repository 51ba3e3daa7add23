import { rewardsEndpoints } from '@apopunkt/domain/endpoints/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The shop's offers; `redeemable_first` puts what the user can buy now on top (spec §4). */
export function getCouponOffers(redeemableFirst: boolean, signal?: AbortSignal) {
  return call(rewardsEndpoints.couponOffers, { query: { limit: 500, redeemable_first: redeemableFirst }, signal });
}

export const couponOffersQuery = (redeemableFirst: boolean) =>
  queryOptions({
    queryKey: queryKeyOf(rewardsEndpoints.couponOffers, { query: { redeemableFirst } }),
    queryFn: ({ signal }) => getCouponOffers(redeemableFirst, signal),
  });

export function useCouponOffers(redeemableFirst: boolean) {
  return useQuery(couponOffersQuery(redeemableFirst));
}
