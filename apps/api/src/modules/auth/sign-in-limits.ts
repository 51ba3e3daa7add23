import type { RateLimiter } from '../../lib/rate-limit';
import { rateLimited } from './auth-errors';
import { ACCOUNT_LIMITS, assertNotBlocked, recordFailure, SIGN_IN_BACKOFF } from './auth-rate-limits';

export interface SignInAttempt {
  /** The password was wrong (or the account unknown): count it on every limit. */
  failed(): Promise<void>;
  /** The password was right: this was no guess, and the address is now one the account knows. */
  succeeded(): Promise<void>;
}

/**
 * The limits of one sign-in attempt (DESIGN §4, issue 33), checked before the password is:
 * per address a hard cap (on this account, and on all accounts together); per account, from
 * every address it has not signed in from before, a growing delay (SIGN_IN_BACKOFF) that takes
 * its turn at once, so parallel guesses from many addresses cannot pass together. The owner at a
 * known address is never slowed down, so nobody elsewhere can lock them out. Answers 429 with the
 * wait in `details.retryAfterSeconds`. Unknown e-mails are limited the same way as real ones.
 */
export async function startSignInAttempt(
  limiter: RateLimiter,
  input: { username: string; ip: string },
): Promise<SignInAttempt> {
  const perAddress = [
    [`signin:${input.username}:${input.ip}`, ACCOUNT_LIMITS.signInFailures],
    [`signin-ip:${input.ip}`, ACCOUNT_LIMITS.signInFailuresPerIp],
  ] as const;
  const accountKey = `signin-account:${input.username}`;
  const knownKey = `signin-known:${input.username}:${input.ip}`;
  await assertNotBlocked(limiter, perAddress);
  const known = (await limiter.peek(knownKey, ACCOUNT_LIMITS.signInKnownAddress)).count > 0;
  const turn = known ? null : await limiter.pace(accountKey, SIGN_IN_BACKOFF);
  if (turn && !turn.allowed) throw rateLimited(turn.retryAfterMs);
  return {
    failed: () => recordFailure(limiter, perAddress),
    async succeeded() {
      if (turn?.id) await limiter.release(accountKey, turn.id);
      await limiter.reset(perAddress[0][0]);
      await limiter.reset(knownKey);
      await limiter.consume(knownKey, ACCOUNT_LIMITS.signInKnownAddress);
    },
  };
}
