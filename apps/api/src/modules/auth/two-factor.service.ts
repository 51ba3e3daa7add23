import { AppError } from '@apopunkt/domain/errors';
import type { OtpSetup, TokenPair } from '@apopunkt/domain/schemas/auth';
import QRCode from 'qrcode';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import type { RateLimiter } from '../../lib/rate-limit';
import { claimOtpStep, disableOtp, enableOtp, loadAccount, setPendingOtpSecret } from './account.repository';
import { cancelDeletionOnSignIn, tellDeletionCancelled } from './account-deletion.service';
import { AUTH_MESSAGES } from './auth-errors';
import { twoFactorChangedMail } from './auth-mails';
import { recordFailure } from './auth-rate-limits';
import { matchOtpCode, otpLimits } from './otp-check';
import { assertCurrentPassword } from './password-check';
import { continueSession } from './session-tokens';
import { newTotpSecret, totpKeyUri } from './totp';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'config' | 'mailer'>;

function otpInvalid(): AppError {
  return new AppError('OTP_INVALID', AUTH_MESSAGES.otpInvalid);
}

/** The time step of a valid code, or 401 OTP_INVALID after counting the failure. */
function matchCode(
  limiter: RateLimiter,
  input: { userId: number; ip: string; secret: string; code: string; now: Date },
): Promise<number> {
  return matchOtpCode(limiter, input, otpInvalid);
}

/**
 * Second sign-in step: a valid, not yet used TOTP code turns the caller's pending session into
 * a verified one (same family, old refresh token rotated out). Each code works once: the used
 * time step is claimed with a conditional update. Failures are limited per account and IP. A
 * pending deletion of the account is cancelled (issue 37 §2).
 */
export async function completeOtpLogin(
  deps: Deps,
  limiter: RateLimiter,
  input: { userId: number; sessionId: string; code: string; ip: string },
): Promise<TokenPair> {
  const account = await loadAccount(deps.db, input.userId);
  if (!account.is2faEnabled || !account.otpSecret) throw new AppError('CONFLICT', AUTH_MESSAGES.otpNotEnabled);
  const step = await matchCode(limiter, { ...input, secret: account.otpSecret, now: deps.clock.now() });
  const outcome = await inTransaction(deps.db, async (tx) => {
    if (!(await claimOtpStep(tx, input.userId, step))) return null;
    const cancelled = account.deletionRequestedAt
      ? await cancelDeletionOnSignIn(tx, input.userId, deps.clock.now())
      : false;
    const tokens = await continueSession(tx, deps, {
      userId: input.userId,
      familyId: input.sessionId,
      otpPending: false,
    });
    return { tokens, cancelled };
  });
  if (!outcome) {
    await recordFailure(limiter, otpLimits(input.userId, input.ip));
    throw otpInvalid();
  }
  if (!outcome.cancelled) return outcome.tokens;
  await tellDeletionCancelled(deps, account);
  return { ...outcome.tokens, deletionCancelled: true };
}

/**
 * Starts the two-factor setup: a new secret is kept as pending until a code from it is
 * verified, so a half-finished setup never locks anyone out.
 */
export async function startOtpSetup(deps: Deps, userId: number): Promise<OtpSetup> {
  const account = await loadAccount(deps.db, userId);
  if (account.is2faEnabled) throw new AppError('CONFLICT', AUTH_MESSAGES.otpAlreadyEnabled);
  const secret = newTotpSecret();
  await setPendingOtpSecret(deps.db, userId, secret, deps.clock.now());
  const otpauthUrl = totpKeyUri(account.email, deps.config.PRODUCT_NAME, secret);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * Turns two-factor on with a code from the pending secret (DESIGN §4); the call has no payload
 * (spec §7, docs/decisions.md). Answers fresh tokens for the caller's session; the code's step
 * counts as used.
 */
export async function enableTwoFactor(
  deps: Deps,
  limiter: RateLimiter,
  input: { userId: number; sessionId: string; code: string; ip: string },
): Promise<TokenPair> {
  const account = await loadAccount(deps.db, input.userId);
  if (account.is2faEnabled) throw new AppError('CONFLICT', AUTH_MESSAGES.otpAlreadyEnabled);
  if (!account.otpPendingSecret) throw new AppError('CONFLICT', AUTH_MESSAGES.otpSetupMissing);
  const now = deps.clock.now();
  const secret = account.otpPendingSecret;
  const step = await matchCode(limiter, { ...input, secret, now });
  const tokens = await inTransaction(deps.db, async (tx) => {
    await enableOtp(tx, input.userId, secret, step, now);
    return continueSession(tx, deps, { userId: input.userId, familyId: input.sessionId, otpPending: false });
  });
  await notifyTwoFactorChanged(deps, account, true);
  return tokens;
}

/** Turns two-factor off after the password (DESIGN §4); already off is fine. */
export async function disableTwoFactor(
  deps: Deps,
  limiter: RateLimiter,
  input: { userId: number; password: string },
): Promise<void> {
  const account = await loadAccount(deps.db, input.userId);
  await assertCurrentPassword(limiter, account, input.password, 'password');
  const wasEnabled = account.is2faEnabled;
  await disableOtp(deps.db, input.userId, deps.clock.now());
  if (wasEnabled) await notifyTwoFactorChanged(deps, account, false);
}

/**
 * Tells the owner that two-factor was switched on or off. Enabling needs no password (spec §7), so
 * somebody holding a live access token could switch it on: the mail lets the owner notice.
 */
async function notifyTwoFactorChanged(
  deps: Pick<ResolvedDeps, 'mailer' | 'config'>,
  account: { email: string; firstName: string },
  enabled: boolean,
): Promise<void> {
  const { PRODUCT_NAME: product, SUPPORT_EMAIL: supportEmail } = deps.config;
  await deps.mailer.send(
    twoFactorChangedMail({ to: account.email, product, firstName: account.firstName, supportEmail, enabled }),
  );
}
