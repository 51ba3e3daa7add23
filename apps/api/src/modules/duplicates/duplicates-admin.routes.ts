import {
  deactivateDuplicateBodySchema,
  dismissDuplicateBodySchema,
  duplicateCandidatePageSchema,
  duplicateListQuerySchema,
  mergeDuplicatesBodySchema,
  mergeResultSchema,
} from '@apopunkt/domain/schemas/duplicates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { deactivateDuplicate, dismissDuplicate, listDuplicateCandidates, mergeDuplicates } from './duplicates.service';

/** Nutzer Duplikate (staff): candidate pairs, dismiss, deactivate one, merge two. */
export const duplicatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/duplicates',
    {
      schema: {
        tags: ['admin'],
        querystring: duplicateListQuerySchema,
        response: { 200: duplicateCandidatePageSchema },
      },
    },
    async (request) => {
      const { count, results } = await listDuplicateCandidates(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/duplicates/dismissal',
    { schema: { tags: ['admin'], body: dismissDuplicateBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await dismissDuplicate(app.deps, currentUser(request), request.body.userIds);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/admin/duplicates/deactivation',
    { schema: { tags: ['admin'], body: deactivateDuplicateBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deactivateDuplicate(app.deps, currentUser(request), request.body.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/admin/duplicates/merge',
    { schema: { tags: ['admin'], body: mergeDuplicatesBodySchema, response: { 200: mergeResultSchema } } },
    async (request) => mergeDuplicates(app.deps, currentUser(request), request.body),
  );
};
