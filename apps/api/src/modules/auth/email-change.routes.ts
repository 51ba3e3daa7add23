import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { IP_LIMITS } from './auth-rate-limits';
import { confirmEmailChange, requestEmailChange } from './email-change.service';

/** POST /v1/me/email-change (202, a code to the new address) and its confirmation (the updated user). */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.route({
    ...routeOf(myDataEndpoints.requestEmailChange, { rateLimit: IP_LIMITS.emailChange }),
    handler: async (request, reply) => {
      await requestEmailChange(app.deps, limiter, { userId: currentUser(request).id, ...request.body });
      return reply.status(202).send();
    },
  });

  app.route({
    ...routeOf(myDataEndpoints.confirmEmailChange, { rateLimit: IP_LIMITS.emailChange }),
    handler: async (request) =>
      confirmEmailChange(app.deps, { userId: currentUser(request).id, code: request.body.code }),
  });
};
