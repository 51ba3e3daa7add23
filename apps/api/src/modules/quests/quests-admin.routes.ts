import { questsAdminEndpoints as endpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { createQuestAsStaff, getQuestForStaff, listQuestsForStaff, patchQuestAsStaff } from './quests-admin.service';

/** Staff management of weekly challenges under /v1/admin/quests. */
export const questsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.list),
    handler: async (request) => {
      const { count, results } = await listQuestsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });
  app.route({
    ...routeOf(endpoints.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createQuestAsStaff(app.deps, currentUser(request), request.body)),
  });
  app.route({
    ...routeOf(endpoints.detail),
    handler: async (request) => getQuestForStaff(app.deps, request.params.id),
  });
  app.route({
    ...routeOf(endpoints.update),
    handler: async (request) => patchQuestAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  });
};
