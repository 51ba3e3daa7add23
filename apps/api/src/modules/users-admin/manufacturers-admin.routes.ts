import { manufacturerOptionPageSchema } from '@apopunkt/domain/schemas/admin-users';
import { paginationQuerySchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';

import { listManufacturerOptions } from './subscriptions-admin.service';

/** GET /v1/admin/manufacturers: the manufacturer picker of the subscription form (staff). */
export const manufacturersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/manufacturers',
    {
      schema: { tags: ['admin'], querystring: paginationQuerySchema, response: { 200: manufacturerOptionPageSchema } },
    },
    async (request) => {
      const { count, results } = await listManufacturerOptions(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );
};
