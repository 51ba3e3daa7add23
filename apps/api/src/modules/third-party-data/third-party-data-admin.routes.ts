import { CSV_CONTENT_TYPE } from '@apopunkt/domain/rules/csv';
import { moduleUuidParamSchema } from '@apopunkt/domain/schemas/admin-modules';
import {
  moduleThirdPartySetBodySchema,
  moduleThirdPartySetSchema,
  thirdPartySetBodySchema,
  thirdPartySetListQuerySchema,
  thirdPartySetPageSchema,
  thirdPartySetParamSchema,
  thirdPartySetPatchSchema,
  thirdPartySetSchema,
} from '@apopunkt/domain/schemas/third-party-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { exportSet } from './export.service';
import { getModuleSet, putModuleSet } from './module-set.service';
import { createSet, getSetForStaff, listSetsForStaff, patchSet } from './sets.service';

const tags = ['admin'];

/**
 * Data-sharing sets (Datenweitergabe, issue 12 §4): staff manage them under
 * /v1/admin/third-party-data (staff by path), attach them to modules and export the consents as
 * CSV (the members' side: third-party-data.routes.ts).
 */
export const thirdPartyDataAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/third-party-data',
    { schema: { tags, querystring: thirdPartySetListQuerySchema, response: { 200: thirdPartySetPageSchema } } },
    async (request) => {
      const { count, results } = await listSetsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );
  app.post(
    '/v1/admin/third-party-data',
    { schema: { tags, body: thirdPartySetBodySchema, response: { 201: thirdPartySetSchema } } },
    async (request, reply) => reply.status(201).send(await createSet(app.deps, currentUser(request), request.body)),
  );
  app.get(
    '/v1/admin/third-party-data/:uuid',
    { schema: { tags, params: thirdPartySetParamSchema, response: { 200: thirdPartySetSchema } } },
    async (request) => getSetForStaff(app.deps, request.params.uuid),
  );
  app.patch(
    '/v1/admin/third-party-data/:uuid',
    {
      schema: {
        tags,
        params: thirdPartySetParamSchema,
        body: thirdPartySetPatchSchema,
        response: { 200: thirdPartySetSchema },
      },
    },
    async (request) => patchSet(app.deps, currentUser(request), request.params.uuid, request.body),
  );
  app.post(
    '/v1/admin/third-party-data/:uuid/exports',
    { schema: { tags, params: thirdPartySetParamSchema } },
    async (request, reply) => {
      const { csv, rowCount, fileName } = await exportSet(app.deps, currentUser(request), request.params.uuid);
      return reply
        .status(201)
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-row-count', String(rowCount))
        .send(csv);
    },
  );
  app.get(
    '/v1/admin/modules/:uuid/third-party-data',
    { schema: { tags, params: moduleUuidParamSchema, response: { 200: moduleThirdPartySetSchema } } },
    async (request) => getModuleSet(app.deps, request.params.uuid),
  );
  app.put(
    '/v1/admin/modules/:uuid/third-party-data',
    {
      schema: {
        tags,
        params: moduleUuidParamSchema,
        body: moduleThirdPartySetBodySchema,
        response: { 200: moduleThirdPartySetSchema },
      },
    },
    async (request) => putModuleSet(app.deps, currentUser(request), request.params.uuid, request.body),
  );
};
