import { type RedeemResult, redeemResultSchema } from '@apopunkt/domain/schemas/campaign-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/campaign-codes/redeem (spec §7): the code is sent trimmed, without an emptiness check (§5). */
export function redeemCampaignCode(code: string): Promise<RedeemResult> {
  return api.post('/v1/campaign-codes/redeem', { code: code.trim() }, { schema: redeemResultSchema });
}

/** After a redemption the lists that show the premium score or the ledger are stale. */
export function useRedeemCampaignCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCampaignCode,
    onSuccess: () => {
      for (const key of ['coupons', 'transactions', 'collect']) queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
