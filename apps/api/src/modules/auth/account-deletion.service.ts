import { ACCOUNT_DELETION_GRACE_MS, ACCOUNT_DELETION_MESSAGES } from '@apopunkt/domain/constants/account-deletion';
import { AppError } from '@apopunkt/domain/errors';
import type { TokenPair } from '@apopunkt/domain/schemas/auth';
import type { AccountDeletionSchedule } from '@apopunkt/domain/schemas/my-data';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import type { RateLimiter } from '../../lib/rate-limit';
import {
  type AccountCredentials,
  cancelDeletion,
  claimOtpStep,
  findCredentialsById,
  loadAccount,
  markDeletionRequested,
} from './account.repository';
import { AUTH_MESSAGES, fieldError } from './auth-errors';
import { accountDeletionMail, deletionCancelledMail } from './auth-mails';
import { matchOtpCode } from './otp-check';
import { assertCurrentPassword } from './password-check';
import { revokeUserFamilies } from './refresh-tokens.repository';
import { issueSession } from './session-tokens';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'mailer' | 'config'>;

function codeInvalid(): AppError {
  return fieldError('code', ACCOUNT_DELETION_MESSAGES.codeInvalid);
}

/**
 * Checks what confirms the deletion: the authenticator code where two-factor is on (its time step
 * is claimed later, in the deletion's transaction), the current password otherwise. Wrong input is
 * a 400 on that field, so the web app keeps the session and shows the text; failures are limited.
 */
async function confirmedStep(
  limiter: RateLimiter,
  account: AccountCredentials,
  input: { password?: string; code?: string; ip: string; now: Date },
): Promise<number | null> {
  if (account.is2faEnabled && account.otpSecret) {
    if (!input.code) throw fieldError('code', ACCOUNT_DELETION_MESSAGES.codeRequired);
    const code = { userId: account.id, ip: input.ip, secret: account.otpSecret, code: input.code, now: input.now };
    return matchOtpCode(limiter, code, codeInvalid);
  }
  if (!input.password) throw fieldError('password', ACCOUNT_DELETION_MESSAGES.passwordRequired);
  await assertCurrentPassword(limiter, account, input.password, 'password');
  return null;
}

/**
 * DELETE /v1/me (issue 37 §2): after the password (or the authenticator code) the account is
 * marked for erasure and every session of the member ends at once, in one transaction (the user
 * cache drops the revoked sessions, so even live access tokens stop working). The member gets a mail
 * with the day of the erasure; signing in before then cancels it (cancelDeletionOnSignIn). Staff
 * accounts are not deleted this way. Asking again keeps the first request's day.
 */
export async function requestAccountDeletion(
  deps: Deps,
  limiter: RateLimiter,
  input: { userId: number; password?: string; code?: string; ip: string },
): Promise<AccountDeletionSchedule> {
  const account = await loadAccount(deps.db, input.userId);
  if (account.isStaff) throw new AppError('FORBIDDEN', ACCOUNT_DELETION_MESSAGES.staffRefused);
  const now = deps.clock.now();
  const step = await confirmedStep(limiter, account, { ...input, now });
  const requestedAt = await inTransaction(deps.db, async (tx) => {
    if (step !== null && !(await claimOtpStep(tx, account.id, step))) throw codeInvalid();
    const at = await markDeletionRequested(tx, account.id, now);
    await revokeUserFamilies(tx, account.id, now);
    return at;
  });
  const erasureAt = new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_MS);
  await deps.mailer.send(
    accountDeletionMail({
      to: account.email,
      product: deps.config.PRODUCT_NAME,
      firstName: account.firstName,
      erasureAt,
      publicUrl: deps.config.publicUrl,
    }),
  );
  return { erasureAt: erasureAt.toISOString() };
}

/**
 * Within a transaction of a sign-in that is complete (password without two-factor, or the
 * two-factor code): cancels the account's pending deletion. True when it did; throws the sign-in's
 * usual error when the erasure ran in the meantime (the account is gone).
 */
export async function cancelDeletionOnSignIn(tx: Executor, userId: number, now: Date): Promise<boolean> {
  if (await cancelDeletion(tx, userId, now)) return true;
  const again = await findCredentialsById(tx, userId);
  if (!again?.isActive) throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  return false;
}

/** A new session for a member whose deletion was pending: cancels it in the same transaction. */
export async function signInCancellingDeletion(
  deps: Deps,
  account: Pick<AccountCredentials, 'id' | 'email' | 'firstName'>,
  device: string | null | undefined,
): Promise<TokenPair> {
  const now = deps.clock.now();
  const outcome = await inTransaction(deps.db, async (tx) => {
    const cancelled = await cancelDeletionOnSignIn(tx, account.id, now);
    const tokens = await issueSession(tx, deps, { userId: account.id, otpPending: false, device });
    return { tokens, cancelled };
  });
  if (!outcome.cancelled) return outcome.tokens;
  await tellDeletionCancelled(deps, account);
  return { ...outcome.tokens, deletionCancelled: true };
}

/** The mail that the account stays (a sign-in the member did not make is noticed this way too). */
export async function tellDeletionCancelled(
  deps: Pick<Deps, 'mailer' | 'config'>,
  account: Pick<AccountCredentials, 'email' | 'firstName'>,
): Promise<void> {
  await deps.mailer.send(
    deletionCancelledMail({
      to: account.email,
      product: deps.config.PRODUCT_NAME,
      firstName: account.firstName,
      supportEmail: deps.config.SUPPORT_EMAIL,
    }),
  );
}
