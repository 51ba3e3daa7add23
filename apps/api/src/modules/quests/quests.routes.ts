import { questsEndpoints } from '@apopunkt/domain/endpoints/quests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { listQuests } from './quests.service';

/** The running quests (spec §7): members with can_view_quests. */
export const questsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(questsEndpoints.list),
    handler: async (request) => listQuests(app.deps, currentUser(request)),
  });
};
