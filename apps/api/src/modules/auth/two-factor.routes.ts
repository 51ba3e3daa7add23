import {
  otpCodeParamsSchema,
  otpSetupSchema,
  passwordConfirmationSchema,
  sessionTokensSchema,
} from '@apopunkt/domain/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { currentUser } from '../users';
import { sessionInvalid } from './auth-errors';
import { IP_LIMITS } from './auth-rate-limits';
import { completeOtpLogin, disableTwoFactor, enableTwoFactor, startOtpSetup } from './two-factor.service';

/** The session (refresh-token family) of the access token; guarded routes always have one. */
function sessionId(request: FastifyRequest): string {
  if (!request.claims) throw sessionInvalid();
  return request.claims.sid;
}

/** The two-factor calls under /2fa/otp exactly as spec §7 and DESIGN §3 name them. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.post(
    '/2fa/otp/login/:code',
    {
      config: { access: 'otp-pending', rateLimit: IP_LIMITS.otpLogin, pageSession: 'issue' },
      schema: { tags: ['auth'], params: otpCodeParamsSchema, response: { 200: sessionTokensSchema } },
    },
    async (request) =>
      completeOtpLogin(app.deps, limiter, {
        userId: currentUser(request).id,
        sessionId: sessionId(request),
        code: request.params.code,
        ip: request.ip,
      }),
  );

  app.get('/2fa/otp/setup', { schema: { tags: ['auth'], response: { 200: otpSetupSchema } } }, async (request) =>
    startOtpSetup(app.deps, currentUser(request).id),
  );

  app.post(
    '/2fa/otp/verify/:code',
    {
      config: { rateLimit: IP_LIMITS.passwordCheck, pageSession: 'issue' },
      schema: {
        tags: ['auth'],
        params: otpCodeParamsSchema,
        body: passwordConfirmationSchema,
        response: { 200: sessionTokensSchema },
      },
    },
    async (request) =>
      enableTwoFactor(app.deps, limiter, {
        userId: currentUser(request).id,
        sessionId: sessionId(request),
        code: request.params.code,
        password: request.body.password,
        ip: request.ip,
      }),
  );

  app.delete(
    '/2fa/otp',
    {
      config: { rateLimit: IP_LIMITS.passwordCheck },
      schema: { tags: ['auth'], body: passwordConfirmationSchema },
    },
    async (request, reply) => {
      await disableTwoFactor(app.deps, limiter, { userId: currentUser(request).id, password: request.body.password });
      return reply.status(204).send();
    },
  );
};
