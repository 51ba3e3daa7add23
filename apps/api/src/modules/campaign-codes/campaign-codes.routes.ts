import { redeemCampaignCodeBodySchema, redeemResultSchema } from '@apopunkt/domain/schemas/campaign-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateLimiter } from '../../lib/rate-limit';
import { currentUser } from '../../plugins/auth';
import { redeemCampaignCode } from './campaign-codes.service';
import { REDEEM_IP_LIMIT } from './code-guessing';

/** `POST /v1/campaign-codes/redeem` (spec §7): any signed-in user allowed to join campaigns. */
export const campaignCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter({ clock: app.deps.clock, redis: app.deps.redis });

  app.post(
    '/v1/campaign-codes/redeem',
    {
      config: { access: { permission: 'can_join_campaigns' }, rateLimit: REDEEM_IP_LIMIT },
      schema: { tags: ['rewards'], body: redeemCampaignCodeBodySchema, response: { 200: redeemResultSchema } },
    },
    async (request) =>
      redeemCampaignCode(app.deps, limiter, currentUser(request), { code: request.body.code, ip: request.ip }),
  );
};
