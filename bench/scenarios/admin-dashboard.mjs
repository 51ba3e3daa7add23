// The staff dashboard on the large data set: 30 days of registrations, completions, activity,
// points and vouchers per day, budgets and the duplicate-candidate count in one call.
import { apiJson, DEMO } from '../lib/api.mjs';

/** @type {import('./index.mjs').Scenario[]} */
export const adminDashboardScenarios = [
  {
    name: 'GET /v1/admin/dashboard (staff)',
    prepare: async ({ base, headersOf }) => {
      const staff = await headersOf(DEMO.staff);
      const first = await apiJson(base, '/v1/admin/dashboard', { headers: staff });
      return {
        options: { url: `${base}/api/v1/admin/dashboard`, headers: staff },
        afterwards: async () => ({
          membersTotal: first.members.total,
          completions30Days: first.completions,
          duplicateCandidates: first.queues.duplicateCandidates,
        }),
      };
    },
  },
];
