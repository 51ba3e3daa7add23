import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { deactivateDuplicate, dismissDuplicate, listDuplicateCandidates, mergeDuplicates } from './duplicates.service';

/** Nutzer Duplikate (staff): candidate pairs, dismiss, deactivate one, merge two. */
export const duplicatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(duplicatesAdminEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listDuplicateCandidates(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(duplicatesAdminEndpoints.dismiss),
    handler: async (request, reply) => {
      await dismissDuplicate(app.deps, currentUser(request), request.body.userIds);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(duplicatesAdminEndpoints.deactivate),
    handler: async (request, reply) => {
      await deactivateDuplicate(app.deps, currentUser(request), request.body.userId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(duplicatesAdminEndpoints.merge),
    handler: async (request) => mergeDuplicates(app.deps, currentUser(request), request.body),
  });
};
