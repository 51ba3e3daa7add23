import { AppError } from '@apopunkt/domain/errors';
import { refreshSessionSchema, signInSchema, tokenPairSchema } from '@apopunkt/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { bearer } from '../../plugins/auth';
import { AUTH_MESSAGES } from './auth-errors';
import { IP_LIMITS } from './auth-rate-limits';
import { refreshSession, signIn, signOut } from './sessions.service';

/** POST /v1/sessions (sign-in), POST /v1/sessions/refresh, DELETE /v1/sessions (sign-out). */
export const sessionsRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.post(
    '/v1/sessions',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.signIn, pageSession: 'issue' },
      schema: { tags: ['auth'], body: signInSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => signIn(app.deps, limiter, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/v1/sessions/refresh',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.refresh, pageSession: 'issue' },
      schema: { tags: ['auth'], body: refreshSessionSchema, response: { 200: tokenPairSchema } },
    },
    async (request) => refreshSession(app.deps, request.body.refresh),
  );

  app.delete(
    '/v1/sessions',
    {
      config: { access: 'public', rawBearer: true, rateLimit: IP_LIMITS.refresh, pageSession: 'end' },
      schema: { tags: ['auth'] },
    },
    async (request, reply) => {
      const token = bearer(request);
      if (!token) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
      await signOut(app.deps, token);
      return reply.status(204).send();
    },
  );
};
