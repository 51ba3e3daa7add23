import {
  clientIdSchema,
  emailAvailabilityRequestSchema,
  emailAvailabilitySchema,
  emailVerificationRequestSchema,
} from '@apopunkt/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { IP_LIMITS } from './auth-rate-limits';
import { checkEmailAvailability, createClientId } from './email-availability.service';
import { sendEmailVerificationCode } from './email-codes.service';

/** The steps before registration: client id, availability check, e-mail code. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.get(
    '/v1/users/client-id',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.clientId },
      schema: { tags: ['auth'], response: { 200: clientIdSchema } },
    },
    async () => ({ hash: createClientId(app.deps) }),
  );

  app.post(
    '/v1/users/email/availability',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.availability },
      schema: { tags: ['auth'], body: emailAvailabilityRequestSchema, response: { 200: emailAvailabilitySchema } },
    },
    async (request) => ({
      available: await checkEmailAvailability(app.deps, limiter, { ...request.body, ip: request.ip }),
    }),
  );

  app.post(
    '/v1/users/email/verification',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.emailCode },
      schema: { tags: ['auth'], body: emailVerificationRequestSchema },
    },
    async (request, reply) => {
      await sendEmailVerificationCode(app.deps, limiter, { email: request.body.email, ip: request.ip });
      return reply.status(202).send();
    },
  );
};
