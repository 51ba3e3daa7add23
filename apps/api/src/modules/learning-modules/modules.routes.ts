import { idParamSchema, slugParamSchema } from '@apopunkt/domain/schemas/common';
import {
  adGroupSchema,
  moduleDetailSchema,
  moduleListQuerySchema,
  modulePageSchema,
} from '@apopunkt/domain/schemas/learning-modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { getAdGroup, getModule, listModules } from './modules.service';

/** Module lists, module details and ad groups; sign-in required (spec §2). */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/modules',
    { schema: { querystring: moduleListQuerySchema, response: { 200: modulePageSchema } } },
    async (request) => {
      const { count, results } = await listModules(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.get(
    '/v1/modules/:slug',
    { schema: { params: slugParamSchema, response: { 200: moduleDetailSchema } } },
    async (request) => getModule(app.deps, currentUser(request), request.params.slug),
  );

  app.get(
    '/v1/ad-groups/:id',
    { schema: { params: idParamSchema, response: { 200: adGroupSchema } } },
    async (request) => getAdGroup(app.deps, currentUser(request), request.params.id),
  );
};
