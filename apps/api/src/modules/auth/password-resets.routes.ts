import {
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetTokenParamsSchema,
} from '@apopunkt/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { IP_LIMITS } from './auth-rate-limits';
import { requestPasswordReset, resetPassword } from './password-resets.service';

/** "Passwort vergessen": POST /v1/password-resets (always 202) and POST /v1/password-resets/{token}. */
export const passwordResetsRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.post(
    '/v1/password-resets',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.passwordReset },
      schema: { tags: ['auth'], body: passwordResetRequestSchema },
    },
    async (request, reply) => {
      await requestPasswordReset(app.deps, limiter, { email: request.body.email, ip: request.ip });
      return reply.status(202).send();
    },
  );

  app.post(
    '/v1/password-resets/:token',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.passwordReset },
      schema: { tags: ['auth'], params: passwordResetTokenParamsSchema, body: passwordResetSchema },
    },
    async (request, reply) => {
      await resetPassword(app.deps, { token: request.params.token, password: request.body.password });
      return reply.status(204).send();
    },
  );
};
