import { adminDashboardSchema } from '@apopunkt/domain/schemas/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadAdminDashboard } from './admin-dashboard.service';

/** GET /v1/admin/dashboard (staff): platform figures, charts and work queues. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/admin/dashboard', { schema: { tags: ['admin'], response: { 200: adminDashboardSchema } } }, async () =>
    loadAdminDashboard(app.deps),
  );
};
