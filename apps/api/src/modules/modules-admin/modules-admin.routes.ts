import { modulesAdminEndpoints as endpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
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

/** A content document may be large (many pages with rich text). */
const CONTENT_BODY_LIMIT = 2 * 1024 * 1024;

/** The staff module editor (issue 12): overview, create, edit, content, budget history, ad group 1. */
export const modulesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.list),
    handler: async (request) => {
      const { count, results } = await listModulesForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(endpoints.create),
    handler: async (request, reply) =>
      reply.status(201).send(await createModule(app.deps, currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(endpoints.detail),
    handler: async (request) => getModuleForStaff(app.deps, request.params.uuid),
  });

  app.route({
    ...routeOf(endpoints.update),
    handler: async (request) => updateModuleFields(app.deps, currentUser(request), request.params.uuid, request.body),
  });

  app.route({
    ...routeOf(endpoints.replaceContent),
    bodyLimit: CONTENT_BODY_LIMIT,
    handler: async (request) =>
      replaceModuleContent(app.deps, currentUser(request), request.params.uuid, request.body.content),
  });

  app.route({
    ...routeOf(endpoints.budgetHistory),
    handler: async (request) => getBudgetHistory(app.deps, request.params.uuid),
  });

  app.route({
    ...routeOf(endpoints.adGroup),
    handler: async (request) => getAdGroupForStaff(app.deps, request.params.id),
  });

  app.route({
    ...routeOf(endpoints.saveAdGroup),
    handler: async (request) =>
      setAdGroupModules(app.deps, currentUser(request), request.params.id, request.body.moduleUuids),
  });
};
