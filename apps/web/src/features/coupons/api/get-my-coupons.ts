import { rewardsEndpoints } from '@apopunkt/domain/endpoints/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The vouchers the user bought, with their codes. */
export function getMyCoupons(signal?: AbortSignal) {
  return call(rewardsEndpoints.myCoupons, { query: { limit: 500 }, signal });
}

export const myCouponsQuery = queryOptions({
  queryKey: queryKeyOf(rewardsEndpoints.myCoupons),
  queryFn: ({ signal }) => getMyCoupons(signal),
});

export function useMyCoupons() {
  return useQuery(myCouponsQuery);
}
