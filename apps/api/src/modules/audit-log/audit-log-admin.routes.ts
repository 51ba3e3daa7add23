import { auditLogPageSchema, auditLogQuerySchema } from '@apopunkt/domain/schemas/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { listAuditLog } from './audit-log.service';

/** GET /v1/admin/audit-log: every staff change, for superusers, filterable. */
export const auditLogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/audit-log',
    {
      config: { access: 'superuser' },
      schema: { tags: ['admin'], querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
    },
    async (request) => {
      const { count, results } = await listAuditLog(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );
};
