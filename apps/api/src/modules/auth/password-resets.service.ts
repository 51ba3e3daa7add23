import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import { findCredentialsByEmail, findCredentialsById } from './account.repository';
import { AUTH_MESSAGES, fieldError } from './auth-errors';
import { passwordResetMail } from './auth-mails';
import { ACCOUNT_LIMITS, consumeOrThrow } from './auth-rate-limits';
import { notifyPasswordChanged, replacePassword } from './password-replacement';
import { findPasswordResetForUpdate, insertPasswordReset } from './password-resets.repository';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'config'>;

/**
 * Mails a single-use reset link valid for one hour if an active account has the address. The
 * caller answers 202 either way, so the call does not reveal which addresses exist. Limited
 * per address and IP, and per address overall.
 */
export async function requestPasswordReset(
  deps: Deps,
  limiter: RateLimiter,
  input: { email: string; ip: string },
): Promise<void> {
  await consumeOrThrow(limiter, [
    [`password-reset:${input.email}:${input.ip}`, ACCOUNT_LIMITS.passwordResetPerAddressAndIp],
    [`password-reset:${input.email}`, ACCOUNT_LIMITS.passwordResetPerAddress],
  ]);
  const account = await findCredentialsByEmail(deps.db, input.email);
  if (!account?.isActive) return;
  const now = deps.clock.now();
  const token = randomToken(32);
  await insertPasswordReset(deps.db, {
    userId: account.id,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    now,
  });
  await deps.mailer.send(
    passwordResetMail({
      to: account.email,
      product: deps.config.PRODUCT_NAME,
      firstName: account.firstName,
      link: `${deps.config.publicUrl}/reset-password/${token}`,
      minutes: PASSWORD_RESET_TTL_MS / 60_000,
    }),
  );
}

/**
 * Sets a new password through a mailed link: the link must be unused and younger than an hour.
 * Ends every session of the account (whoever may have had the old password is signed out).
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const account = await inTransaction(deps.db, async (tx) => {
    const reset = await findPasswordResetForUpdate(tx, sha256(input.token));
    if (!reset || reset.usedAt || reset.expiresAt <= now) return null;
    const owner = await findCredentialsById(tx, reset.userId);
    if (!owner?.isActive) return null;
    await replacePassword(tx, { userId: owner.id, passwordHash, now });
    return owner;
  });
  if (!account) throw fieldError('token', AUTH_MESSAGES.resetTokenInvalid);
  await notifyPasswordChanged(deps, account);
}
