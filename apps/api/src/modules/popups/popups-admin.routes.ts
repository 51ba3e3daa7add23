import {
  adminPopupListQuerySchema,
  adminPopupPageSchema,
  adminPopupSchema,
  createPopupBodySchema,
  patchPopupBodySchema,
  popupReportSchema,
  popupUuidParamSchema,
} from '@apopunkt/domain/schemas/popups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import {
  createPopupAsStaff,
  getPopupForStaff,
  listPopupsForStaff,
  patchPopupAsStaff,
  popupReport,
} from './popups-admin.service';

const tags = ['admin'];

/** Staff management of popups under /v1/admin/popups. */
export const popupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/popups',
    { schema: { tags, querystring: adminPopupListQuerySchema, response: { 200: adminPopupPageSchema } } },
    async (request) => {
      const { count, results } = await listPopupsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );
  app.post(
    '/v1/admin/popups',
    { schema: { tags, body: createPopupBodySchema, response: { 201: adminPopupSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createPopupAsStaff(app.deps, currentUser(request), request.body)),
  );
  app.get(
    '/v1/admin/popups/:uuid',
    { schema: { tags, params: popupUuidParamSchema, response: { 200: adminPopupSchema } } },
    async (request) => getPopupForStaff(app.deps, request.params.uuid),
  );
  app.patch(
    '/v1/admin/popups/:uuid',
    { schema: { tags, params: popupUuidParamSchema, body: patchPopupBodySchema, response: { 200: adminPopupSchema } } },
    async (request) => patchPopupAsStaff(app.deps, currentUser(request), request.params.uuid, request.body),
  );
  app.get(
    '/v1/admin/popups/:uuid/report',
    { schema: { tags, params: popupUuidParamSchema, response: { 200: popupReportSchema } } },
    async (request) => popupReport(app.deps, request.params.uuid),
  );
};
