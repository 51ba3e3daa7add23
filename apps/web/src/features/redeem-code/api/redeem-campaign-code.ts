import { collectEndpoints } from '@apopunkt/domain/endpoints/collect';
import { rewardsEndpoints } from '@apopunkt/domain/endpoints/rewards';
import { transactionsEndpoints } from '@apopunkt/domain/endpoints/transactions';
import type { RedeemResult } from '@apopunkt/domain/schemas/campaign-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Redeems a campaign code (spec §7): the code is sent trimmed, without an emptiness check (§5). */
export function redeemCampaignCode(code: string): Promise<RedeemResult> {
  return call(rewardsEndpoints.redeemCampaignCode, { body: { code: code.trim() } });
}

/** After a redemption the lists that show the premium score or the ledger are stale. */
export function useRedeemCampaignCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCampaignCode,
    onSuccess: () =>
      invalidateEndpoints(
        queryClient,
        rewardsEndpoints.couponOffers,
        rewardsEndpoints.myCoupons,
        transactionsEndpoints.mine,
        collectEndpoints.page,
      ),
  });
}
