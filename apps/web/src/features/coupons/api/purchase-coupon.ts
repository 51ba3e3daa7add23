import { rewardsEndpoints } from '@apopunkt/domain/endpoints/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

export interface PurchaseIntent {
  offerId: number;
  /** One key per purchase intent (made when the dialog opens, reused on retry): the server buys at most once per key. */
  idempotencyKey: string;
}

/** Buys one code; the answer holds it and the points left. */
export function purchaseCoupon({ offerId, idempotencyKey }: PurchaseIntent) {
  return call(rewardsEndpoints.purchaseCoupon, {
    params: { id: offerId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** After a purchase the shop, the own vouchers and the header score are refreshed. */
export function usePurchaseCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseCoupon,
    onSettled: () => {
      invalidateEndpoints(queryClient, rewardsEndpoints.couponOffers, rewardsEndpoints.myCoupons);
      loadCurrentUser().catch(() => undefined);
    },
  });
}
