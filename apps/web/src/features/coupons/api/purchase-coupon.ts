import { couponPurchaseResultSchema } from '@apopunkt/domain/schemas/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';

/** POST /v1/coupons/{id}/purchases: buys one code; the answer holds it and the points left. */
export function purchaseCoupon(offerId: number) {
  return api.post(`/v1/coupons/${offerId}/purchases`, undefined, { schema: couponPurchaseResultSchema });
}

/** After a purchase the shop, the own vouchers and the header score are refreshed. */
export function usePurchaseCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseCoupon,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: ['coupons'] });
      loadCurrentUser().catch(() => undefined);
    },
  });
}
