import { catalogEndpoints } from '@apopunkt/domain/endpoints/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { currentUser } from '../../plugins/auth';
import { getManufacturerPage } from './manufacturers.service';

/** The manufacturer page reached from search and product pages. */
export const manufacturersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(catalogEndpoints.manufacturer),
    handler: async (request) => getManufacturerPage(app.deps, currentUser(request), request.params.slug),
  });
};
