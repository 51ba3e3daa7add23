import { thirdPartyDataAdminEndpoints } from '@apopunkt/domain/endpoints/admin-third-party-data';
import { CSV_CONTENT_TYPE } from '@apopunkt/domain/rules/csv';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { exportSet } from './export.service';
import { getModuleSet, putModuleSet } from './module-set.service';
import { createSet, getSetForStaff, listSetsForStaff, patchSet } from './sets.service';

/**
 * Data-sharing sets (Datenweitergabe, issue 12 §4): staff manage them under
 * /v1/admin/third-party-data (staff by path), attach them to modules and export the consents as
 * CSV (the members' side: third-party-data.routes.ts).
 */
export const thirdPartyDataAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listSetsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createSet(app.deps, currentUser(request), request.body)),
  });
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.detail),
    handler: async (request) => getSetForStaff(app.deps, request.params.uuid),
  });
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.update),
    handler: async (request) => patchSet(app.deps, currentUser(request), request.params.uuid, request.body),
  });
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.export),
    handler: async (request, reply) => {
      const { csv, rowCount, fileName } = await exportSet(app.deps, currentUser(request), request.params.uuid);
      return reply
        .status(201)
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-row-count', String(rowCount))
        .send(csv);
    },
  });
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.moduleSet),
    handler: async (request) => getModuleSet(app.deps, request.params.uuid),
  });
  app.route({
    ...routeOf(thirdPartyDataAdminEndpoints.setModuleSet),
    handler: async (request) => putModuleSet(app.deps, currentUser(request), request.params.uuid, request.body),
  });
};
