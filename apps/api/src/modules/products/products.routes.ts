import { idOrSlugParamSchema, productPageSchema } from '@apopunkt/domain/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getProductPage } from './products.service';

/** The product page ("Loft"); a numeric path segment is an id. */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/products/:idOrSlug',
    { schema: { params: idOrSlugParamSchema, response: { 200: productPageSchema } } },
    async (request) => getProductPage(app.deps, currentUser(request), request.params.idOrSlug),
  );
};
