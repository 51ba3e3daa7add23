import type { User } from '@apopunkt/domain/schemas/users';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { hmac, numericCode, safeEqual } from '../../lib/crypto';
import type { RateLimiter } from '../../lib/rate-limit';
import { loadUserProfile } from '../users';
import { emailExists, loadAccount } from './account.repository';
import { AUTH_MESSAGES, fieldError, sessionInvalid } from './auth-errors';
import { emailChangeCodeMail, emailChangedMail } from './auth-mails';
import { ACCOUNT_LIMITS, consumeOrThrow } from './auth-rate-limits';
import {
  countAttemptOnLatestChange,
  insertEmailChange,
  markEmailChangeUsed,
  updateEmail,
} from './email-changes.repository';
import { assertCurrentPassword } from './password-check';
import { closePasswordResets } from './password-resets.repository';

/** A code for a new address lives 15 minutes and takes 5 attempts, like a registration code. */
export const EMAIL_CHANGE_TTL_MS = 15 * 60 * 1000;
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'keys' | 'config'>;

/** The code is stored as an HMAC bound to the member and the new address: it confirms only that change. */
function codeHash(deps: Pick<Deps, 'keys'>, userId: number, newEmail: string, code: string): string {
  return hmac(deps.keys.derive('email-change-code'), `${userId}\n${newEmail}\n${code}`);
}

function emailInUse() {
  return fieldError('newEmail', AUTH_MESSAGES.emailInUse);
}

function codeInvalid() {
  return fieldError('code', AUTH_MESSAGES.emailCodeInvalid);
}

/**
 * Starts a change of the signed-in member's e-mail address (issue 37 §1): the current password
 * (its failures limited like every security change), then a 6-digit code to the new address.
 * A newer request replaces an older one (only the newest code counts). Codes per account are
 * limited, and per new address as for registration codes, so nobody floods an inbox.
 */
export async function requestEmailChange(
  deps: Deps,
  limiter: RateLimiter,
  input: { userId: number; newEmail: string; currentPassword: string },
): Promise<void> {
  const account = await loadAccount(deps.db, input.userId);
  await assertCurrentPassword(limiter, account, input.currentPassword, 'currentPassword');
  if (account.email.toLowerCase() === input.newEmail) throw fieldError('newEmail', AUTH_MESSAGES.emailUnchanged);
  // Whether an address is taken is public anyway (the registration's availability check).
  if (await emailExists(deps.db, input.newEmail)) throw emailInUse();
  await consumeOrThrow(limiter, [
    [`email-change:${account.id}`, ACCOUNT_LIMITS.emailChangePerAccount],
    [`email-code:${input.newEmail}`, ACCOUNT_LIMITS.emailCodePerAddress],
  ]);
  const now = deps.clock.now();
  const code = numericCode(6);
  await insertEmailChange(deps.db, {
    userId: account.id,
    newEmail: input.newEmail,
    codeHash: codeHash(deps, account.id, input.newEmail, code),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    now,
  });
  await deps.mailer.send(
    emailChangeCodeMail({
      to: input.newEmail,
      product: deps.config.PRODUCT_NAME,
      firstName: account.firstName,
      code,
      minutes: EMAIL_CHANGE_TTL_MS / 60_000,
    }),
  );
}

/**
 * Confirms the newest change request with its code: every check counts as an attempt; wrong,
 * expired, used or exhausted codes all answer the same 400. The code is used up and the address
 * changed in one transaction; the lower(email) unique index decides a race with another change or
 * a registration of the same address (the loser hears 400 and keeps its code). Open reset links
 * (mailed to the old address) close; the old address gets a notice.
 */
export async function confirmEmailChange(deps: Deps, input: { userId: number; code: string }): Promise<User> {
  const account = await loadAccount(deps.db, input.userId);
  const now = deps.clock.now();
  const row = await countAttemptOnLatestChange(deps.db, account.id, EMAIL_CHANGE_MAX_ATTEMPTS);
  const valid =
    row !== null &&
    row.usedAt === null &&
    row.expiresAt > now &&
    safeEqual(row.codeHash, codeHash(deps, account.id, row.newEmail, input.code));
  if (!row || !valid) throw codeInvalid();
  try {
    await inTransaction(deps.db, async (tx) => {
      if (!(await markEmailChangeUsed(tx, row.id, now))) throw codeInvalid();
      if (await emailExists(tx, row.newEmail)) throw emailInUse();
      await updateEmail(tx, account.id, row.newEmail, now);
      await closePasswordResets(tx, account.id, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  await deps.mailer.send(
    emailChangedMail({
      to: account.email,
      product: deps.config.PRODUCT_NAME,
      firstName: account.firstName,
      newEmail: row.newEmail,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
  const user = await loadUserProfile(deps.db, account.id);
  if (!user) throw sessionInvalid();
  return user;
}
