import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { letterStatus } from '@apopunkt/domain/rules/premium';
import type { User } from '@apopunkt/domain/schemas/users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { safeEqual } from '../../lib/crypto';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { assertNotBlocked, recordFailure } from '../auth';
import { verifyEmployment } from '../organisations';
import { loadUserProfile } from '../users';
import { letterCodeHash } from './letter-codes';
import { findCodedLetters, lockLetter, lockLetterOwner, markUsed } from './verification-letters.repository';

/** Wrong codes per user: a code has 31^8 values, so five tries per quarter hour make guessing hopeless. */
export const CODE_FAILURES: RateLimitRule = { max: 5, windowMs: 15 * 60_000 };

export const CODE_MESSAGES = {
  wrong: 'Dieser Code ist ungültig. Bitte prüfe deine Eingabe.',
  used: 'Dieser Code wurde bereits verwendet.',
  alreadyVerified: 'Deine Anstellung ist bereits bestätigt.',
  otherWorkplace:
    'Dieser Code gehört zu einer anderen Arbeitsstätte. Bitte fordere für deine aktuelle Arbeitsstätte einen neuen Verifizierungsbrief an.',
  superseded: 'Dieser Code ist nicht mehr gültig. Bitte verwende den Code aus deinem neuesten Brief.',
  expired: 'Dieser Code ist abgelaufen. Bitte fordere in deinem Konto einen neuen Verifizierungsbrief an.',
} as const;

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'keys'>;

/** The code's letter among the user's own letters; codes only ever work for their addressee. */
async function findLetterByCode(deps: Deps, userId: number, code: string): Promise<number | null> {
  const hash = letterCodeHash(deps.keys, code);
  const letters = await findCodedLetters(deps.db, userId);
  return letters.find((l) => l.codeHash !== null && safeEqual(l.codeHash, hash))?.id ?? null;
}

/**
 * The user enters the code from their letter (DESIGN §4): the employment at the letter's
 * workplace is verified and, for a professional with a confirmed e-mail, premium is granted
 * with the referral bonuses (verifyEmployment → becomePremiumIfQualified), all in one
 * transaction. A wrong code is 400 and counts against a per-user limit (429 when used up); an
 * expired letter or one for another workplace is 412; a used code or verified employment 409.
 * Answers the user record, so the client sees `isPremium` at once.
 */
export async function redeemVerificationCode(
  deps: Deps,
  limiter: RateLimiter,
  userId: number,
  code: string,
): Promise<User> {
  const limit = [[`letter-code:${userId}`, CODE_FAILURES]] as const;
  await assertNotBlocked(limiter, limit);
  const letterId = await findLetterByCode(deps, userId, code);
  if (letterId === null) {
    await recordFailure(limiter, limit);
    throw new AppError('VALIDATION_FAILED', CODE_MESSAGES.wrong, [
      { in: 'body', path: '/code', message: CODE_MESSAGES.wrong },
    ]);
  }
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const owner = await lockLetterOwner(tx, userId);
    const letter = await lockLetter(tx, letterId);
    if (!owner || !letter) throw new AppError('NOT_FOUND', CODE_MESSAGES.wrong);
    if (letter.status === 'used') throw new AppError('CONFLICT', CODE_MESSAGES.used);
    if (owner.employeeVerified) throw new AppError('CONFLICT', CODE_MESSAGES.alreadyVerified);
    if (owner.organisationId !== letter.organisationId) {
      throw new AppError('PRECONDITION_FAILED', CODE_MESSAGES.otherWorkplace);
    }
    const status = letterStatus(letter, now);
    if (status === 'superseded') throw new AppError('PRECONDITION_FAILED', CODE_MESSAGES.superseded);
    if (status === 'expired') throw new AppError('PRECONDITION_FAILED', CODE_MESSAGES.expired);
    await verifyEmployment(tx, owner, { id: letter.organisationId }, now);
    await markUsed(tx, letter, now);
  });
  const user = await loadUserProfile(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
  return user;
}
