import type { BackoffRule, RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { rateLimited } from './auth-errors';

const MINUTE = 60_000;

/**
 * Per-IP limits (@fastify/rate-limit route config). Generous enough that the e2e suite, which
 * signs in many times from 127.0.0.1, never meets them; the per-account limits below do the
 * real work against guessing.
 */
export const IP_LIMITS = {
  clientId: { max: 60, timeWindow: MINUTE },
  availability: { max: 30, timeWindow: MINUTE },
  emailCode: { max: 20, timeWindow: MINUTE },
  registration: { max: 20, timeWindow: MINUTE },
  signIn: { max: 30, timeWindow: MINUTE },
  refresh: { max: 120, timeWindow: MINUTE },
  otpLogin: { max: 20, timeWindow: MINUTE },
  passwordReset: { max: 10, timeWindow: MINUTE },
  passwordCheck: { max: 20, timeWindow: MINUTE },
  emailChange: { max: 10, timeWindow: MINUTE },
} as const;

/**
 * Per-account limits (lib/rate-limit). Hard caps that a stranger could fill are bound to account
 * AND IP, so nobody can lock someone else out from another address (docs/decisions.md); across
 * addresses an account only slows down (SIGN_IN_BACKOFF). The per-address caps on mails only
 * bound how many mails one inbox can receive.
 */
export const ACCOUNT_LIMITS = {
  /** Failed sign-ins per e-mail and IP. */
  signInFailures: { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins per IP on any accounts (one address trying many). */
  signInFailuresPerIp: { max: 50, windowMs: 60 * MINUTE },
  /** An address the account signed in from with its password: spared the account's slow-down. */
  signInKnownAddress: { max: 1, windowMs: 30 * 24 * 60 * MINUTE },
  /** Verification codes per e-mail and IP, and per e-mail overall (mail bombing). */
  emailCodePerAddressAndIp: { max: 5, windowMs: 15 * MINUTE },
  emailCodePerAddress: { max: 10, windowMs: 60 * MINUTE },
  /** Reset links per e-mail and IP, and per e-mail overall. */
  passwordResetPerAddressAndIp: { max: 5, windowMs: 15 * MINUTE },
  passwordResetPerAddress: { max: 10, windowMs: 60 * MINUTE },
  /** Wrong TOTP codes per account and IP, and per account overall (the caller knows the password). */
  otpFailuresPerAccountAndIp: { max: 5, windowMs: 5 * MINUTE },
  otpFailuresPerAccount: { max: 30, windowMs: 60 * MINUTE },
  /** Wrong current passwords of a signed-in user (2FA on/off, password change). */
  passwordCheckFailures: { max: 10, windowMs: 15 * MINUTE },
  /** Codes for a change of e-mail address per account (mails to addresses the member names). */
  emailChangePerAccount: { max: 5, windowMs: 60 * MINUTE },
  /** Availability checks per IP over an hour, on top of the per-minute limit. */
  availabilityPerIp: { max: 200, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Failed sign-ins per account from all addresses but its known ones: five pass, then each waits
 * 1 s, 2 s, 4 s … at most 15 minutes after the previous one. Many addresses guessing one password
 * get about a hundred guesses a day; the owner at a known address is not held up at all.
 */
export const SIGN_IN_BACKOFF: BackoffRule = {
  windowMs: 24 * 60 * MINUTE,
  free: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
};

/** Counts one attempt on each key and answers 429 RATE_LIMITED once any of them is used up. */
export async function consumeOrThrow(
  limiter: RateLimiter,
  checks: readonly (readonly [key: string, rule: RateLimitRule])[],
): Promise<void> {
  for (const [key, rule] of checks) {
    const res = await limiter.consume(key, rule);
    if (!res.allowed) throw rateLimited(res.retryAfterMs);
  }
}

/** For failure-only limits: 429 if the key is used up, without counting this attempt. */
export async function assertNotBlocked(
  limiter: RateLimiter,
  checks: readonly (readonly [key: string, rule: RateLimitRule])[],
): Promise<void> {
  for (const [key, rule] of checks) {
    const res = await limiter.peek(key, rule);
    if (!res.allowed) throw rateLimited(res.retryAfterMs);
  }
}

/** Records a failed attempt on each key (the caller then answers its own error). */
export async function recordFailure(
  limiter: RateLimiter,
  checks: readonly (readonly [key: string, rule: RateLimitRule])[],
): Promise<void> {
  for (const [key, rule] of checks) await limiter.consume(key, rule);
}
