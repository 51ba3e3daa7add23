import { productEndpoints } from '@apopunkt/domain/endpoints/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadEndpoint, routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getProductPage } from './products.service';

/** The product page ("Loft"); a numeric path segment is an id. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(await loadEndpoint(productEndpoints.page)),
    handler: async (request) => getProductPage(app.deps, currentUser(request), request.params.idOrSlug),
  });
};
