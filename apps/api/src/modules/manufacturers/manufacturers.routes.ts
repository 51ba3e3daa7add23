import { browsingEndpoints } from '@apopunkt/domain/endpoints/browsing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getManufacturerPage } from './manufacturers.service';

/** The manufacturer page reached from search and product pages. */
export const manufacturersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(browsingEndpoints.manufacturer),
    handler: async (request) => getManufacturerPage(app.deps, currentUser(request), request.params.slug),
  });
};
