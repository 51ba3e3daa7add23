import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { IP_LIMITS } from './auth-rate-limits';
import { deviceOf } from './device';
import { changePassword } from './password-change.service';

/** PUT /v1/me/password: new password for the signed-in user → fresh `{access, refresh}`. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.route({
    ...routeOf(authEndpoints.changePassword, { rateLimit: IP_LIMITS.passwordCheck, pageSession: 'issue' }),
    handler: async (request) =>
      changePassword(app.deps, limiter, {
        userId: currentUser(request).id,
        currentPassword: request.body.currentPassword,
        password: request.body.password,
        device: deviceOf(request),
      }),
  });
};
