import { catalogEndpoints } from '@apopunkt/domain/endpoints/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of';
import { currentUser } from '../../plugins/auth';
import { getProductPage } from './products.service';

/** The product page ("Loft"); a numeric path segment is an id. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(catalogEndpoints.product),
    handler: async (request) => getProductPage(app.deps, currentUser(request), request.params.idOrSlug),
  });
};
