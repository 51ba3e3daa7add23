import { popupsAdminEndpoints } from '@apopunkt/domain/endpoints/popups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import {
  createPopupAsStaff,
  getPopupForStaff,
  listPopupsForStaff,
  patchPopupAsStaff,
  popupReport,
} from './popups-admin.service';

/** Staff management of popups under /v1/admin/popups. */
export const popupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(popupsAdminEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listPopupsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });
  app.route({
    ...routeOf(popupsAdminEndpoints.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createPopupAsStaff(app.deps, currentUser(request), request.body)),
  });
  app.route({
    ...routeOf(popupsAdminEndpoints.detail),
    handler: async (request) => getPopupForStaff(app.deps, request.params.uuid),
  });
  app.route({
    ...routeOf(popupsAdminEndpoints.update),
    handler: async (request) => patchPopupAsStaff(app.deps, currentUser(request), request.params.uuid, request.body),
  });
  app.route({
    ...routeOf(popupsAdminEndpoints.report),
    handler: async (request) => popupReport(app.deps, request.params.uuid),
  });
};
