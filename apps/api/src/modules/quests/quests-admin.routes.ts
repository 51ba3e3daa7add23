import { idParamSchema } from '@apopunkt/domain/schemas/common';
import {
  adminQuestListQuerySchema,
  adminQuestPageSchema,
  adminQuestSchema,
  createQuestBodySchema,
  patchQuestBodySchema,
} from '@apopunkt/domain/schemas/quests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { createQuestAsStaff, getQuestForStaff, listQuestsForStaff, patchQuestAsStaff } from './quests-admin.service';

const tags = ['admin'];

/** Staff management of weekly challenges under /v1/admin/quests. */
export const questsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/quests',
    { schema: { tags, querystring: adminQuestListQuerySchema, response: { 200: adminQuestPageSchema } } },
    async (request) => {
      const { count, results } = await listQuestsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );
  app.post(
    '/v1/admin/quests',
    { schema: { tags, body: createQuestBodySchema, response: { 201: adminQuestSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createQuestAsStaff(app.deps, currentUser(request), request.body)),
  );
  app.get(
    '/v1/admin/quests/:id',
    { schema: { tags, params: idParamSchema, response: { 200: adminQuestSchema } } },
    async (request) => getQuestForStaff(app.deps, request.params.id),
  );
  app.patch(
    '/v1/admin/quests/:id',
    { schema: { tags, params: idParamSchema, body: patchQuestBodySchema, response: { 200: adminQuestSchema } } },
    async (request) => patchQuestAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  );
};
