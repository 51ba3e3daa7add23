import type { AppError } from '@apopunkt/domain/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { ACCOUNT_LIMITS, assertNotBlocked, recordFailure } from './auth-rate-limits';
import { matchTotpStep } from './totp';

/** Wrong authenticator codes per account and IP and per account: the two-factor sign-in and the deletion share them. */
export function otpLimits(userId: number, ip: string) {
  return [
    [`otp:${userId}:${ip}`, ACCOUNT_LIMITS.otpFailuresPerAccountAndIp],
    [`otp:${userId}`, ACCOUNT_LIMITS.otpFailuresPerAccount],
  ] as const;
}

/** The time step of a valid code, or `invalid()` thrown after counting the failure. */
export async function matchOtpCode(
  limiter: RateLimiter,
  input: { userId: number; ip: string; secret: string; code: string; now: Date },
  invalid: () => AppError,
): Promise<number> {
  const limits = otpLimits(input.userId, input.ip);
  await assertNotBlocked(limiter, limits);
  const step = matchTotpStep(input.secret, input.code, input.now);
  if (step === null) {
    await recordFailure(limiter, limits);
    throw invalid();
  }
  return step;
}
