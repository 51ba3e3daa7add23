import {
  competitionBannerQuerySchema,
  competitionBannerSchema,
  competitionDetailSchema,
  competitionKeyParamSchema,
  competitionListQuerySchema,
  competitionListSchema,
  joinCompetitionBodySchema,
} from '@apopunkt/domain/schemas/competitions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { competitionBanner, getCompetition, joinCompetition, listCompetitions } from './competitions.service';

const view = { access: { permission: 'can_view_competitions' as const } };

/** Members' competitions (spec §7, DESIGN §3): list, banner, detail and joining. */
export const competitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/competitions',
    {
      config: view,
      schema: {
        tags: ['engagement'],
        querystring: competitionListQuerySchema,
        response: { 200: competitionListSchema },
      },
    },
    async (request) => listCompetitions(app.deps, currentUser(request), request.query),
  );

  app.get(
    '/v1/competitions/banner',
    {
      config: view,
      schema: {
        tags: ['engagement'],
        querystring: competitionBannerQuerySchema,
        response: { 200: competitionBannerSchema },
      },
    },
    async (request) => competitionBanner(app.deps, currentUser(request), request.query.is_special === 'true'),
  );

  app.get(
    '/v1/competitions/:id',
    {
      config: view,
      schema: { tags: ['engagement'], params: competitionKeyParamSchema, response: { 200: competitionDetailSchema } },
    },
    async (request) => getCompetition(app.deps, currentUser(request), request.params.id),
  );

  app.post(
    '/v1/competitions/:id/participation',
    {
      config: { access: { permission: 'can_join_competitions' as const } },
      schema: {
        tags: ['engagement'],
        params: competitionKeyParamSchema,
        body: joinCompetitionBodySchema,
        response: { 200: competitionDetailSchema },
      },
    },
    async (request) => joinCompetition(app.deps, currentUser(request), request.params.id),
  );
};
