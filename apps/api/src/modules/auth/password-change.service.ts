import type { TokenPair } from '@apopunkt/domain/schemas/auth';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { hashPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import { loadAccount } from './account.repository';
import { assertCurrentPassword } from './password-check';
import { notifyPasswordChanged, replacePassword } from './password-replacement';
import { issueSession } from './session-tokens';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'mailer' | 'config'>;

/**
 * Changes the password of the signed-in user after checking the current one. Every session
 * ends, including the caller's, which continues in a fresh session returned here: the net
 * effect is "all other sessions end" (DESIGN §4) without the old refresh token staying valid.
 */
export async function changePassword(
  deps: Deps,
  limiter: RateLimiter,
  input: { userId: number; currentPassword: string; password: string; device: string | null },
): Promise<TokenPair> {
  const account = await loadAccount(deps.db, input.userId);
  await assertCurrentPassword(limiter, account, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const tokens = await inTransaction(deps.db, async (tx) => {
    await replacePassword(tx, { userId: account.id, passwordHash, now });
    return issueSession(tx, deps, { userId: account.id, otpPending: false, device: input.device });
  });
  await notifyPasswordChanged(deps, account);
  return tokens;
}
