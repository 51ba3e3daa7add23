import { z } from 'zod';
import { textSchema } from './common';

/** The referral bonuses in premium points (constants/premium). */
export const referralBonusSchema = z.object({ referrer: z.number().int(), referred: z.number().int() });

/** `GET /v1/me/referral`: the own code, the link to share and what recommending has brought. */
export const referralSummarySchema = z.object({
  referrerCode: textSchema(),
  /** `${publicUrl}/sign-up?ref=CODE`. */
  shareUrl: textSchema(),
  /** Users who signed up with this code. */
  joined: z.number().int(),
  /** Of those, the ones who became premium (a BREFERRER bonus was booked). */
  becamePremium: z.number().int(),
  /** Sum of the BREFERRER bonuses received (not cancelled). */
  bonusesEarned: z.number().int(),
  bonus: referralBonusSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
