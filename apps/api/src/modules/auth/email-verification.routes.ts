import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { IP_LIMITS } from './auth-rate-limits';
import { checkEmailAvailability, createClientId } from './email-availability.service';
import { sendEmailVerificationCode } from './email-codes.service';

/** The steps before registration: client id, availability check, e-mail code. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.route({
    ...routeOf(authEndpoints.clientId, { rateLimit: IP_LIMITS.clientId }),
    handler: async () => ({ hash: createClientId(app.deps) }),
  });

  app.route({
    ...routeOf(authEndpoints.emailAvailability, { rateLimit: IP_LIMITS.availability }),
    handler: async (request) => ({
      available: await checkEmailAvailability(app.deps, limiter, { ...request.body, ip: request.ip }),
    }),
  });

  app.route({
    ...routeOf(authEndpoints.emailVerification, { rateLimit: IP_LIMITS.emailCode }),
    handler: async (request, reply) => {
      await sendEmailVerificationCode(app.deps, limiter, { email: request.body.email, ip: request.ip });
      return reply.status(202).send();
    },
  });
};
