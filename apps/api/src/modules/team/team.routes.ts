import { teamEndpoints } from '@apopunkt/domain/endpoints/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getTeam, myRecommendations, recommendModule } from './team.service';

/** The pharmacy owner's team and recommendations (issue 37 §4); members read their owner's recommendations. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(teamEndpoints.team),
    handler: async (request) => getTeam(app.deps, currentUser(request)),
  });
  app.route({
    ...routeOf(teamEndpoints.recommend, { rateLimit: { max: 30, timeWindow: 60_000 } }),
    handler: async (request, reply) => {
      reply.code(201);
      return recommendModule(app.deps, currentUser(request), request.body);
    },
  });
  app.route({
    ...routeOf(teamEndpoints.myRecommendations),
    handler: async (request) => myRecommendations(app.deps, currentUser(request)),
  });
};
