import type { Executor } from '../../db/client';
import type { ResolvedDeps } from '../../deps';
import { hmac, numericCode, safeEqual } from '../../lib/crypto';
import type { RateLimiter } from '../../lib/rate-limit';
import { emailExists } from './account.repository';
import { AUTH_MESSAGES, fieldError } from './auth-errors';
import { accountExistsMail, emailCodeMail } from './auth-mails';
import { ACCOUNT_LIMITS, consumeOrThrow } from './auth-rate-limits';
import { countAttemptOnLatestCode, insertEmailCode, markEmailCodeUsed } from './email-codes.repository';

export const EMAIL_CODE_TTL_MS = 15 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'keys' | 'config'>;

/** Codes are stored as an HMAC bound to the address: a 6-digit space is too small for a plain hash. */
function codeHash(deps: Pick<Deps, 'keys'>, email: string, code: string): string {
  return hmac(deps.keys.derive('email-code'), `${email}\n${code}`);
}

/**
 * Mails a 6-digit registration code (15 minutes, 5 attempts). For an address that already has
 * an account it mails a hint to sign in instead; the caller always answers 202, so the call
 * does not reveal which addresses exist. Limited per address and IP, and per address overall.
 */
export async function sendEmailVerificationCode(
  deps: Deps,
  limiter: RateLimiter,
  input: { email: string; ip: string },
): Promise<void> {
  await consumeOrThrow(limiter, [
    [`email-code:${input.email}:${input.ip}`, ACCOUNT_LIMITS.emailCodePerAddressAndIp],
    [`email-code:${input.email}`, ACCOUNT_LIMITS.emailCodePerAddress],
  ]);
  const product = deps.config.PRODUCT_NAME;
  if (await emailExists(deps.db, input.email)) {
    await deps.mailer.send(accountExistsMail({ to: input.email, product, publicUrl: deps.config.publicUrl }));
    return;
  }
  const now = deps.clock.now();
  const code = numericCode(6);
  await insertEmailCode(deps.db, {
    email: input.email,
    codeHash: codeHash(deps, input.email, code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    now,
  });
  await deps.mailer.send(emailCodeMail({ to: input.email, product, code, minutes: EMAIL_CODE_TTL_MS / 60_000 }));
}

/**
 * Checks the code against the newest one sent to the address and returns its id; every check
 * counts as an attempt. Wrong, expired, used or exhausted codes all answer the same 400.
 */
export async function checkEmailVerificationCode(
  deps: Pick<Deps, 'db' | 'clock' | 'keys'>,
  input: { email: string; code: string },
): Promise<number> {
  const row = await countAttemptOnLatestCode(deps.db, input.email, EMAIL_CODE_MAX_ATTEMPTS);
  const valid =
    row !== null &&
    row.usedAt === null &&
    row.expiresAt > deps.clock.now() &&
    safeEqual(row.codeHash, codeHash(deps, input.email, input.code));
  if (!row || !valid) throw fieldError('emailVerificationCode', AUTH_MESSAGES.emailCodeInvalid);
  return row.id;
}

/** Uses the checked code up inside the registration transaction (so a failed registration keeps it). */
export async function consumeEmailVerificationCode(tx: Executor, codeId: number, now: Date): Promise<void> {
  if (!(await markEmailCodeUsed(tx, codeId, now))) {
    throw fieldError('emailVerificationCode', AUTH_MESSAGES.emailCodeInvalid);
  }
}
