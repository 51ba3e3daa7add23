import { productsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { listManufacturerOptions } from './subscriptions-admin.service';

/** GET /v1/admin/manufacturers: the manufacturer picker of the subscription form (staff). */
export const manufacturersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(productsAdminEndpoints.manufacturerList),
    handler: async (request) => {
      const { count, results } = await listManufacturerOptions(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });
};
