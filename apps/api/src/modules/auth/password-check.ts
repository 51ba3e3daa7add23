import { verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AccountCredentials } from './account.repository';
import { AUTH_MESSAGES, fieldError } from './auth-errors';
import { ACCOUNT_LIMITS, assertNotBlocked, recordFailure } from './auth-rate-limits';

/**
 * Re-asks a signed-in user for the password before a security change (2FA on/off, new
 * password). A wrong password is a 400 on that field, not a 401, so the client keeps the
 * session; failures are limited per account.
 */
export async function assertCurrentPassword(
  limiter: RateLimiter,
  account: Pick<AccountCredentials, 'id' | 'passwordHash'>,
  password: string,
  field: 'password' | 'currentPassword',
): Promise<void> {
  const limits = [[`password-check:${account.id}`, ACCOUNT_LIMITS.passwordCheckFailures]] as const;
  await assertNotBlocked(limiter, limits);
  if (!(await verifyPassword(account.passwordHash, password))) {
    await recordFailure(limiter, limits);
    throw fieldError(field, AUTH_MESSAGES.wrongPassword);
  }
}
