import {
  adminCampaignCodeListQuerySchema,
  adminCampaignCodePageSchema,
  adminCampaignCodeSchema,
  createCampaignCodeBodySchema,
  patchCampaignCodeBodySchema,
} from '@apopunkt/domain/schemas/campaign-codes';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import {
  createCampaignCode,
  listCampaignCodesForStaff,
  setCampaignCodeActiveAsStaff,
} from './campaign-codes-admin.service';

/** Staff management of campaign codes under /v1/admin/campaign-codes. */
export const campaignCodesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/campaign-codes',
    {
      schema: {
        tags: ['admin'],
        querystring: adminCampaignCodeListQuerySchema,
        response: { 200: adminCampaignCodePageSchema },
      },
    },
    async (request) => {
      const { count, results } = await listCampaignCodesForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/campaign-codes',
    { schema: { tags: ['admin'], body: createCampaignCodeBodySchema, response: { 201: adminCampaignCodeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCampaignCode(app.deps, currentUser(request), request.body)),
  );

  app.patch(
    '/v1/admin/campaign-codes/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: patchCampaignCodeBodySchema,
        response: { 200: adminCampaignCodeSchema },
      },
    },
    async (request) =>
      setCampaignCodeActiveAsStaff(app.deps, currentUser(request), request.params.id, request.body.isActive),
  );
};
