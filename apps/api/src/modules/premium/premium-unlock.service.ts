import { ACCOUNT_ERRORS, SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { User } from '@apopunkt/domain/schemas/users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { loadUserProfile } from '../users';
import { becomePremiumIfQualified } from './premium.service';

/**
 * POST /v1/me/premium: the next step of a verified professional at a verified pharmacy who is not
 * premium (rules/premium-path.ts 'unlock'), e.g. one whose pharmacy was verified after the
 * employment. Grants premium and the referral bonuses the one way there is
 * (becomePremiumIfQualified); already premium is fine. Anybody else hears 412 and what is missing.
 */
export async function unlockPremium(deps: Pick<ResolvedDeps, 'db' | 'clock'>, userId: number): Promise<User> {
  const outcome = await inTransaction(deps.db, (tx) => becomePremiumIfQualified(tx, userId, deps.clock.now()));
  if (!outcome.isPremium) throw new AppError('PRECONDITION_FAILED', ACCOUNT_ERRORS.premiumNotYet);
  const user = await loadUserProfile(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
  return user;
}
