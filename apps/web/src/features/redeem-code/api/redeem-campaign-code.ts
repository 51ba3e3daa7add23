import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface RedeemResult {
  value: number;
  url?: string | null;
}

/** POST /v1/campaign-codes/redeem (spec §7): the code is sent trimmed, without an emptiness check (§5). */
export function redeemCampaignCode(code: string): Promise<RedeemResult> {
  return api.post<RedeemResult>('/v1/campaign-codes/redeem', { code: code.trim() });
}

export function useRedeemCampaignCode() {
  return useMutation({ mutationFn: redeemCampaignCode });
}
