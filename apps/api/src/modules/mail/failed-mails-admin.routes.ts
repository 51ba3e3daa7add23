import { failedMailListQuerySchema, failedMailPageSchema } from '@apopunkt/domain/schemas/admin-mails';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { listFailed, sendFailedMailAgain } from './failed-mails.service';

/** Mails that could not be delivered (staff): the list and "send again". */
export const failedMailsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/mails/failed',
    { schema: { tags: ['admin'], querystring: failedMailListQuerySchema, response: { 200: failedMailPageSchema } } },
    async (request) => {
      const { count, results } = await listFailed(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/mails/:id/delivery',
    { schema: { tags: ['admin'], params: idParamSchema, response: { 202: z.null() } } },
    async (request, reply) => {
      await sendFailedMailAgain(app.deps, currentUser(request), request.params.id);
      return reply.code(202).send(null);
    },
  );
};
