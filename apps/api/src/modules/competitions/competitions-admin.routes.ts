import { CSV_CONTENT_TYPE } from '@apopunkt/domain/rules/csv';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import {
  adminCompetitionListQuerySchema,
  adminCompetitionPageSchema,
  adminCompetitionSchema,
  competitionAnalyticsSchema,
  competitionDrawSchema,
  createCompetitionBodySchema,
  drawWinnersBodySchema,
  moduleOptionsSchema,
  patchCompetitionBodySchema,
} from '@apopunkt/domain/schemas/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
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

const tags = ['admin'];

/** Staff management of competitions under /v1/admin/competitions (staff by path). */
export const competitionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/admin/engagement/modules', { schema: { tags, response: { 200: moduleOptionsSchema } } }, async () =>
    engagementModuleOptions(app.deps),
  );

  app.get(
    '/v1/admin/competitions',
    { schema: { tags, querystring: adminCompetitionListQuerySchema, response: { 200: adminCompetitionPageSchema } } },
    async (request) => {
      const { count, results } = await listCompetitionsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/competitions',
    { schema: { tags, body: createCompetitionBodySchema, response: { 201: adminCompetitionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCompetitionAsStaff(app.deps, currentUser(request), request.body)),
  );

  app.get(
    '/v1/admin/competitions/:id',
    { schema: { tags, params: idParamSchema, response: { 200: adminCompetitionSchema } } },
    async (request) => getCompetitionForStaff(app.deps, request.params.id),
  );

  app.patch(
    '/v1/admin/competitions/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: patchCompetitionBodySchema,
        response: { 200: adminCompetitionSchema },
      },
    },
    async (request) => patchCompetitionAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/v1/admin/competitions/:id/analytics',
    { schema: { tags, params: idParamSchema, response: { 200: competitionAnalyticsSchema } } },
    async (request) => competitionAnalytics(app.deps, request.params.id),
  );

  app.post(
    '/v1/admin/competitions/:id/draw',
    { schema: { tags, params: idParamSchema, body: drawWinnersBodySchema, response: { 200: competitionDrawSchema } } },
    async (request) => drawCompetitionWinners(app.deps, currentUser(request), request.params.id, request.body.count),
  );

  app.get(
    '/v1/admin/competitions/:id/participants.csv',
    { schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const csv = await competitionParticipantsCsv(app.deps, request.params.id);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="gewinnspiel-${request.params.id}-teilnehmende.csv"`)
        .send(csv);
    },
  );
};
