/**
 * Campaign codes match case-insensitively and ignore surrounding blanks (spec §5: input trimmed),
 * so codes are stored and looked up in this one form. German upper-casing (ß → SS) is fine: both
 * sides go through the same function.
 */
export function normalizeCampaignCode(code: string): string {
  return code.trim().toUpperCase();
}

export type CampaignCodeState = 'valid' | 'inactive' | 'not_yet_valid' | 'expired' | 'exhausted';

export interface CampaignCodeWindow {
  isActive: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/**
 * Whether a code can be redeemed now. `validTo` is exclusive. All states but `valid` answer
 * 412 "nicht mehr gültig" (spec §8); staff see the state in their list. The total limit is
 * enforced again by the database, this only reads it.
 */
export function campaignCodeState(code: CampaignCodeWindow, now: Date): CampaignCodeState {
  if (!code.isActive) return 'inactive';
  if (code.validFrom && now < code.validFrom) return 'not_yet_valid';
  if (code.validTo && now >= code.validTo) return 'expired';
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) return 'exhausted';
  return 'valid';
}

/** The ledger's idempotency key of a redemption: one BCMPINST per code and user. */
export function campaignRedemptionKey(codeId: number, userId: number): string {
  return `campaign:${codeId}:${userId}`;
}
