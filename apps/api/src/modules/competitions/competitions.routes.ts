import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { competitionBanner, getCompetition, joinCompetition, listCompetitions } from './competitions.service';

/** Members' competitions (spec §7, DESIGN §3): list, banner, detail and joining. */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(competitionsEndpoints.list),
    handler: async (request) => listCompetitions(app.deps, currentUser(request), request.query),
  });

  app.route({
    ...routeOf(competitionsEndpoints.banner),
    handler: async (request) => competitionBanner(app.deps, currentUser(request), request.query.is_special === 'true'),
  });

  app.route({
    ...routeOf(competitionsEndpoints.detail),
    handler: async (request) => getCompetition(app.deps, currentUser(request), request.params.id),
  });

  app.route({
    ...routeOf(competitionsEndpoints.join),
    handler: async (request) => joinCompetition(app.deps, currentUser(request), request.params.id),
  });
};
