import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import { AppError } from '@apopunkt/domain/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer } from '../../lib/bearer';
import type { RateLimiter } from '../../lib/rate-limit';
import { loadEndpoint, routeOf } from '../../lib/route-of';
import { AUTH_MESSAGES } from './auth-errors';
import { IP_LIMITS } from './auth-rate-limits';
import { deviceOf } from './device';
import { clearRefreshCookie, refreshFromCookie } from './refresh-cookie';
import { refreshSession, signIn, signOut } from './sessions.service';

function signInRequired(): AppError {
  return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
}

/**
 * POST /v1/sessions (sign-in), POST /v1/sessions/refresh, DELETE /v1/sessions (sign-out). The
 * refresh token comes in the body (refresh) or as bearer (sign-out) from other clients, and from
 * the web app in its HttpOnly cookie (refresh-cookie.ts), which the answers set and clear
 * (plugins/page-session.ts).
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  const { publicUrl } = app.deps.config;

  app.route({
    ...routeOf(authEndpoints.signIn, { rateLimit: IP_LIMITS.signIn, pageSession: 'issue' }),
    handler: async (request) =>
      signIn(app.deps, limiter, { ...request.body, ip: request.ip, device: deviceOf(request) }),
  });

  /** A refresh by cookie that fails clears the cookie: the browser holds no dead token. */
  async function refreshByCookie(token: string, reply: FastifyReply) {
    try {
      return await refreshSession(app.deps, token);
    } catch (error) {
      clearRefreshCookie(reply, publicUrl);
      throw error;
    }
  }

  app.route({
    ...routeOf(await loadEndpoint(sessionEndpoints.refresh), { rateLimit: IP_LIMITS.refresh, pageSession: 'issue' }),
    handler: async (request, reply) => {
      const fromBody = request.body?.refresh;
      if (fromBody) return refreshSession(app.deps, fromBody);
      const fromCookie = refreshFromCookie(request, publicUrl);
      if (!fromCookie) throw signInRequired();
      return refreshByCookie(fromCookie, reply);
    },
  });

  app.route({
    ...routeOf(sessionEndpoints.signOut, { rawBearer: true, rateLimit: IP_LIMITS.refresh, pageSession: 'end' }),
    handler: async (request, reply) => {
      const token = bearer(request) ?? refreshFromCookie(request, publicUrl);
      if (!token) throw signInRequired();
      await signOut(app.deps, token);
      return reply.status(204).send();
    },
  });
};
