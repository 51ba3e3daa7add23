import { auditLogAdminEndpoints } from '@apopunkt/domain/endpoints/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { listAuditLog } from './audit-log.service';

/** GET /v1/admin/audit-log: every staff change, for superusers, filterable. */
export const auditLogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(auditLogAdminEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listAuditLog(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });
};
