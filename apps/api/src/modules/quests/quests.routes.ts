import { questListSchema } from '@apopunkt/domain/schemas/quests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { listQuests } from './quests.service';

/** `GET /v1/quests` (spec §7): members with can_view_quests. */
export const questsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/quests',
    {
      config: { access: { permission: 'can_view_quests' } },
      schema: { tags: ['engagement'], response: { 200: questListSchema } },
    },
    async (request) => listQuests(app.deps, currentUser(request)),
  );
};
