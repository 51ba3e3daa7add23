import { REFERRAL_BONUS } from '@apopunkt/domain/constants/premium';
import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { referralShareUrl } from '@apopunkt/domain/rules/premium';
import type { ReferralSummary } from '@apopunkt/domain/schemas/referral';
import type { ResolvedDeps } from '../../deps';
import { countReferredUsers, findReferrerCode, sumReferrerBonuses } from './referral.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'config'>;

/** What a user needs to recommend the product: the code, the sign-up link with it, the bonuses. */
export async function referralInvite(
  deps: Deps,
  userId: number,
): Promise<Pick<ReferralSummary, 'referrerCode' | 'shareUrl' | 'bonus'>> {
  const code = await findReferrerCode(deps.db, userId);
  if (!code) throw new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
  return {
    referrerCode: code,
    shareUrl: referralShareUrl(deps.config.publicUrl, code),
    bonus: { ...REFERRAL_BONUS },
  };
}

/**
 * `GET /v1/me/referral`: the invite plus what recommending has brought. "Became premium" counts
 * the referrer bonuses that stand, so it matches the points: a referred user who lost premium
 * later still counts, a bonus cancelled by staff does not.
 */
export async function getReferralSummary(deps: Deps, userId: number): Promise<ReferralSummary> {
  const [invite, joined, bonuses] = await Promise.all([
    referralInvite(deps, userId),
    countReferredUsers(deps.db, userId),
    sumReferrerBonuses(deps.db, userId),
  ]);
  return { ...invite, joined, becamePremium: bonuses.count, bonusesEarned: bonuses.total };
}
