// The staff module overview (issue 12): every module with budget and contacts at a glance.
import { cycleGets, DEMO } from '../lib/api.mjs';

/** The overview unfiltered, then with the filters staff use most. */
export const ADMIN_MODULE_LISTS = [
  '/v1/admin/modules?limit=25',
  '/v1/admin/modules?limit=25&type=2,3&exhausted=true',
  '/v1/admin/modules?limit=25&visibility=visible&offset=25',
];

/** @type {import('./index.mjs').Scenario[]} */
export const adminModuleScenarios = [
  {
    name: 'GET /v1/admin/modules (staff overview, filters in turn)',
    prepare: async ({ base, headersOf }) => ({
      options: { url: base, requests: cycleGets(ADMIN_MODULE_LISTS, await headersOf(DEMO.staff)) },
    }),
  },
];
