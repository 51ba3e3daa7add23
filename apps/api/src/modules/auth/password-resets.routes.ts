import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { IP_LIMITS } from './auth-rate-limits';
import { requestPasswordReset, resetPassword } from './password-resets.service';

/** "Passwort vergessen": POST /v1/password-resets (always 202) and POST /v1/password-resets/{token}. */
export const passwordResetsRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.route({
    ...routeOf(authEndpoints.requestPasswordReset, { rateLimit: IP_LIMITS.passwordReset }),
    handler: async (request, reply) => {
      await requestPasswordReset(app.deps, limiter, { email: request.body.email, ip: request.ip });
      return reply.status(202).send();
    },
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword, { rateLimit: IP_LIMITS.passwordReset }),
    handler: async (request, reply) => {
      await resetPassword(app.deps, { token: request.params.token, password: request.body.password });
      return reply.status(204).send();
    },
  });
};
