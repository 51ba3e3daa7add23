import { verificationCodeBodySchema } from '@apopunkt/domain/schemas/premium';
import { userSchema } from '@apopunkt/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateLimiter } from '../../lib/rate-limit';
import { currentUser } from '../users';
import { redeemVerificationCode } from './verification-code.service';

/** The letter code a member enters to become premium (the staff print the letters). */
export const verificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter({ clock: app.deps.clock, redis: app.deps.redis });

  app.post(
    '/v1/me/verification-code',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['premium'], body: verificationCodeBodySchema, response: { 200: userSchema } },
    },
    async (request) => redeemVerificationCode(app.deps, limiter, currentUser(request).id, request.body.code),
  );
};
