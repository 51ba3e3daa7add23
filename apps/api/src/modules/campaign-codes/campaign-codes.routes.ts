import { rewardsEndpoints } from '@apopunkt/domain/endpoints/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateLimiter } from '../../lib/rate-limit';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { redeemCampaignCode } from './campaign-codes.service';
import { REDEEM_IP_LIMIT } from './code-guessing';

/** Redeeming a campaign code (spec §7): any signed-in user allowed to join campaigns. */
export const campaignCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter({ clock: app.deps.clock, redis: app.deps.redis });

  app.route({
    ...routeOf(rewardsEndpoints.redeemCampaignCode, { rateLimit: REDEEM_IP_LIMIT }),
    handler: async (request) =>
      redeemCampaignCode(app.deps, limiter, currentUser(request), { code: request.body.code, ip: request.ip }),
  });
};
