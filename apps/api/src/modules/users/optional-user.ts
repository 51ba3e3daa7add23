import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user';
import { loadSessionUser } from './session-user';

/**
 * The signed-in user on a public route, or null. A missing, expired or invalid token, an ended
 * session, an open two-factor step or an inactive account all mean "guest": public calls never fail on the token.
 */
export async function optionalUser(request: FastifyRequest): Promise<AuthUser | null> {
  if (request.user) return request.user;
  const claims = request.claims;
  if (!claims || claims.otp === 'pending') return null;
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) return null;
  const { deps } = request.server;
  const found = await loadSessionUser(deps, userId, { id: claims.sid, now: deps.clock.now() });
  return found?.user.isActive && found.sessionLive ? found.user : null;
}
