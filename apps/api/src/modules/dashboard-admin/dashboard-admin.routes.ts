import { adminDashboardEndpoints } from '@apopunkt/domain/endpoints/admin-dashboard';
import type { AdminDashboard } from '@apopunkt/domain/schemas/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { sharedRuns } from '../../lib/shared-runs';
import { loadAdminDashboard } from './dashboard-admin.service';

/**
 * GET /v1/admin/dashboard (staff): platform figures, charts and work queues. The same for every
 * staff member; loads that come while one is running share it (0.4 s of database time on 100k
 * members).
 */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const loads = sharedRuns<AdminDashboard>();
  app.route({
    ...routeOf(adminDashboardEndpoints.dashboard),
    handler: async () => loads.run('dashboard', () => loadAdminDashboard(app.deps)),
  });
};
