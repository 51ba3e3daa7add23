import type { ResolvedDeps } from '../../deps';
import type { RateLimiter } from '../../lib/rate-limit';
import { emailExists } from './account.repository';
import { AUTH_MESSAGES, fieldError } from './auth-errors';
import { ACCOUNT_LIMITS, consumeOrThrow } from './auth-rate-limits';
import { issueClientId, isValidClientId } from './client-id';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'keys'>;

/** A fresh client id for the registration form (GET /v1/users/client-id). */
export function createClientId(deps: Pick<Deps, 'clock' | 'keys'>): string {
  return issueClientId(deps.keys.derive('client-id'), deps.clock.now());
}

/**
 * The one call that tells whether an address is registered (DESIGN §4), so it needs a valid
 * client id and is limited per IP per minute (route) and per hour (here).
 */
export async function checkEmailAvailability(
  deps: Deps,
  limiter: RateLimiter,
  input: { email: string; hash: string; ip: string },
): Promise<boolean> {
  if (!isValidClientId(deps.keys.derive('client-id'), input.hash, deps.clock.now())) {
    throw fieldError('hash', AUTH_MESSAGES.clientIdInvalid);
  }
  await consumeOrThrow(limiter, [[`availability:${input.ip}`, ACCOUNT_LIMITS.availabilityPerIp]]);
  return !(await emailExists(deps.db, input.email));
}
