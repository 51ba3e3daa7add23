import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { requestAccountDeletion } from './account-deletion.service';
import { IP_LIMITS } from './auth-rate-limits';
import { clearRefreshCookie } from './refresh-cookie';

/**
 * DELETE /v1/me (issue 37 §2): the account is marked for erasure and every session ends; the web
 * app's refresh cookie is cleared with the answer (only on success: a wrong password keeps the
 * member signed in). The page-session cookie of the ended session no longer draws anything.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.route({
    ...routeOf(myDataEndpoints.deleteAccount, { rateLimit: IP_LIMITS.passwordCheck }),
    handler: async (request, reply) => {
      const schedule = await requestAccountDeletion(app.deps, limiter, {
        userId: currentUser(request).id,
        ...request.body,
        ip: request.ip,
      });
      clearRefreshCookie(reply, app.deps.config.publicUrl);
      return schedule;
    },
  });
};
