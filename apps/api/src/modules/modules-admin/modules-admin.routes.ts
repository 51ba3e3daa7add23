import {
  adGroupOrderBodySchema,
  adminAdGroupSchema,
  adminModuleContentBodySchema,
  adminModuleCreateSchema,
  adminModuleListQuerySchema,
  adminModulePageSchema,
  adminModuleSchema,
  adminModuleUpdateSchema,
  budgetHistorySchema,
  moduleUuidParamSchema,
} from '@apopunkt/domain/schemas/admin-modules';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { getAdGroupForStaff, setAdGroupModules } from './ad-group-admin.service';
import { getBudgetHistory } from './budget-history.service';
import {
  createModule,
  getModuleForStaff,
  listModulesForStaff,
  replaceModuleContent,
  updateModuleFields,
} from './modules-admin.service';

/** The staff module editor (issue 12): overview, create, edit, content, budget history, ad group 1. */
export const modulesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.get(
    '/v1/admin/modules',
    { schema: { tags, querystring: adminModuleListQuerySchema, response: { 200: adminModulePageSchema } } },
    async (request) => {
      const { count, results } = await listModulesForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/modules',
    { schema: { tags, body: adminModuleCreateSchema, response: { 201: adminModuleSchema } } },
    async (request, reply) => reply.status(201).send(await createModule(app.deps, currentUser(request), request.body)),
  );

  app.get(
    '/v1/admin/modules/:uuid',
    { schema: { tags, params: moduleUuidParamSchema, response: { 200: adminModuleSchema } } },
    async (request) => getModuleForStaff(app.deps, request.params.uuid),
  );

  app.patch(
    '/v1/admin/modules/:uuid',
    {
      schema: {
        tags,
        params: moduleUuidParamSchema,
        body: adminModuleUpdateSchema,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => updateModuleFields(app.deps, currentUser(request), request.params.uuid, request.body),
  );

  app.put(
    '/v1/admin/modules/:uuid/content',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        params: moduleUuidParamSchema,
        body: adminModuleContentBodySchema,
        response: { 200: adminModuleSchema },
      },
    },
    async (request) => replaceModuleContent(app.deps, currentUser(request), request.params.uuid, request.body.content),
  );

  app.get(
    '/v1/admin/modules/:uuid/budget-history',
    { schema: { tags, params: moduleUuidParamSchema, response: { 200: budgetHistorySchema } } },
    async (request) => getBudgetHistory(app.deps, request.params.uuid),
  );

  app.get(
    '/v1/admin/ad-groups/:id',
    { schema: { tags, params: idParamSchema, response: { 200: adminAdGroupSchema } } },
    async (request) => getAdGroupForStaff(app.deps, request.params.id),
  );

  app.put(
    '/v1/admin/ad-groups/:id',
    { schema: { tags, params: idParamSchema, body: adGroupOrderBodySchema, response: { 200: adminAdGroupSchema } } },
    async (request) => setAdGroupModules(app.deps, currentUser(request), request.params.id, request.body.moduleUuids),
  );
};
