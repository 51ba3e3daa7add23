import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { redeemVerificationCode } from './verification-code.service';

/** The letter code a member enters to become premium (the staff print the letters). */
export const verificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter({ clock: app.deps.clock, redis: app.deps.redis });

  app.route({
    ...routeOf(accountEndpoints.verificationCode, { rateLimit: { max: 30, timeWindow: '1 minute' } }),
    handler: async (request) => redeemVerificationCode(app.deps, limiter, currentUser(request).id, request.body.code),
  });
};
