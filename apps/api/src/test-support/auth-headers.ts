import { randomUUID } from 'node:crypto';
import type { TestContext } from './test-app';

/**
 * A bearer header for `user`, signed directly with the app's token signer, so route tests do not
 * depend on the sign-in flow. Each call starts a fresh session id.
 */
export async function authHeaders(
  ctx: Pick<TestContext, 'app'>,
  user: { id: number },
  options: { otp?: 'pending' | 'verified' } = {},
): Promise<{ authorization: string }> {
  const token = await ctx.app.deps.tokens.signAccess({ sub: String(user.id), sid: randomUUID(), ...options });
  return { authorization: `Bearer ${token}` };
}
