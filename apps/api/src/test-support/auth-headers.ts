import { issueSession } from '../modules/auth';
import type { TestContext } from './test-app';

/**
 * A bearer header for `user` from a real session (a stored refresh-token family), so route tests
 * do not depend on the sign-in flow but the guards still find a live session. Each call starts
 * a fresh session.
 */
export async function authHeaders(
  ctx: Pick<TestContext, 'app'>,
  user: { id: number },
  options: { otp?: 'pending' | 'verified' } = {},
): Promise<{ authorization: string }> {
  const { access } = await issueSession(ctx.app.deps.db, ctx.app.deps, {
    userId: user.id,
    otpPending: options.otp === 'pending',
  });
  return { authorization: `Bearer ${access}` };
}
