import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import {
  createCampaignCode,
  listCampaignCodesForStaff,
  setCampaignCodeActiveAsStaff,
} from './campaign-codes-admin.service';

/** Staff management of campaign codes under /v1/admin/campaign-codes. */
export const campaignCodesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(rewardsAdminEndpoints.campaignCodes),
    handler: async (request) => {
      const { count, results } = await listCampaignCodesForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.createCampaignCode),
    handler: async (request, reply) =>
      reply.status(201).send(await createCampaignCode(app.deps, currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.setCampaignCodeActive),
    handler: async (request) =>
      setCampaignCodeActiveAsStaff(app.deps, currentUser(request), request.params.id, request.body.isActive),
  });
};
