import { REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { AppError } from '@apopunkt/domain/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;

/** Requests per IP on the redeem route (@fastify/rate-limit), whatever their outcome. */
export const REDEEM_IP_LIMIT = { max: 30, timeWindow: MINUTE } as const;

/**
 * Unknown codes (404) that may be tried before 429 (lib/rate-limit). Only misses count, so a
 * user redeeming real codes is never slowed down. The member's own misses are capped whatever
 * the address (issue 33): only the member can guess as the member, so nobody else can use this
 * to lock them out. The IP key caps one address that guesses with many accounts.
 */
export const CODE_GUESS_LIMITS = {
  perUser: { max: 10, windowMs: 15 * MINUTE },
  perIp: { max: 50, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>;

type Checks = readonly (readonly [key: string, rule: RateLimitRule])[];

export function guessChecks(userId: number, ip: string): Checks {
  return [
    [`campaign-miss:user:${userId}`, CODE_GUESS_LIMITS.perUser],
    [`campaign-miss:ip:${ip}`, CODE_GUESS_LIMITS.perIp],
  ];
}

/** 429 while any key has used up its misses; this attempt is not counted. */
export async function assertMayGuess(limiter: RateLimiter, checks: Checks): Promise<void> {
  for (const [key, rule] of checks) {
    const res = await limiter.peek(key, rule);
    if (!res.allowed) {
      throw new AppError('RATE_LIMITED', REWARD_MESSAGES.tooManyCodeAttempts, {
        retryAfterSeconds: Math.max(1, Math.ceil(res.retryAfterMs / 1000)),
      });
    }
  }
}

export async function recordMiss(limiter: RateLimiter, checks: Checks): Promise<void> {
  for (const [key, rule] of checks) await limiter.consume(key, rule);
}
