import { competitionsAdminEndpoints as endpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { CSV_CONTENT_TYPE } from '@apopunkt/domain/rules/csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import {
  competitionAnalytics,
  competitionParticipantsCsv,
  createCompetitionAsStaff,
  drawCompetitionWinners,
  engagementModuleOptions,
  getCompetitionForStaff,
  listCompetitionsForStaff,
  patchCompetitionAsStaff,
} from './competitions-admin.service';

/** Staff management of competitions under /v1/admin/competitions (staff by path). */
export const competitionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.moduleOptions),
    handler: async () => engagementModuleOptions(app.deps),
  });

  app.route({
    ...routeOf(endpoints.list),
    handler: async (request) => {
      const { count, results } = await listCompetitionsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(endpoints.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createCompetitionAsStaff(app.deps, currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(endpoints.detail),
    handler: async (request) => getCompetitionForStaff(app.deps, request.params.id),
  });

  app.route({
    ...routeOf(endpoints.update),
    handler: async (request) =>
      patchCompetitionAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(endpoints.analytics),
    handler: async (request) => competitionAnalytics(app.deps, request.params.id),
  });

  app.route({
    ...routeOf(endpoints.draw),
    handler: async (request) =>
      drawCompetitionWinners(app.deps, currentUser(request), request.params.id, request.body.count),
  });

  app.route({
    ...routeOf(endpoints.participantsCsv),
    handler: async (request, reply) => {
      const csv = await competitionParticipantsCsv(app.deps, request.params.id);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="gewinnspiel-${request.params.id}-teilnehmende.csv"`)
        .send(csv);
    },
  });
};
