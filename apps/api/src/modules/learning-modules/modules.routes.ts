import { learningModulesEndpoints } from '@apopunkt/domain/endpoints/learning-modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getAdGroup, getModule, listModules } from './modules.service';

/** Module lists, module details and ad groups; sign-in required (spec §2). */
export const modulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(learningModulesEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listModules(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(learningModulesEndpoints.detail),
    handler: async (request) => getModule(app.deps, currentUser(request), request.params.slug),
  });

  app.route({
    ...routeOf(learningModulesEndpoints.adGroup),
    handler: async (request) => getAdGroup(app.deps, currentUser(request), request.params.id),
  });
};
