import { manufacturerPageSchema } from '@apopunkt/domain/schemas/catalog';
import { slugParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getManufacturerPage } from './manufacturers.service';

/** The manufacturer page reached from search and product pages. */
export const manufacturersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/manufacturers/:slug',
    { schema: { params: slugParamSchema, response: { 200: manufacturerPageSchema } } },
    async (request) => getManufacturerPage(app.deps, currentUser(request), request.params.slug),
  );
};
