import { twoFactorEndpoints } from '@apopunkt/domain/endpoints/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
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
  app.route({
    ...routeOf(twoFactorEndpoints.login, { rateLimit: IP_LIMITS.otpLogin, pageSession: 'issue' }),
    handler: async (request) =>
      completeOtpLogin(app.deps, limiter, {
        userId: currentUser(request).id,
        sessionId: sessionId(request),
        code: request.params.code,
        ip: request.ip,
      }),
  });

  app.route({
    ...routeOf(twoFactorEndpoints.setup),
    handler: async (request) => startOtpSetup(app.deps, currentUser(request).id),
  });

  app.route({
    ...routeOf(twoFactorEndpoints.enable, { rateLimit: IP_LIMITS.otpLogin, pageSession: 'issue' }),
    handler: async (request) =>
      enableTwoFactor(app.deps, limiter, {
        userId: currentUser(request).id,
        sessionId: sessionId(request),
        code: request.params.code,
        ip: request.ip,
      }),
  });

  app.route({
    ...routeOf(twoFactorEndpoints.disable, { rateLimit: IP_LIMITS.passwordCheck }),
    handler: async (request, reply) => {
      await disableTwoFactor(app.deps, limiter, { userId: currentUser(request).id, password: request.body.password });
      return reply.status(204).send();
    },
  });
};
