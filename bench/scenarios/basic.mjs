// The cheapest calls: what the framework, the health check and the auth guard cost.
import { DEMO } from '../lib/api.mjs';

/** @type {import('./index.mjs').Scenario[]} */
export const basicScenarios = [
  {
    name: 'GET /api/health',
    prepare: async ({ base }) => ({ options: { url: `${base}/api/health` } }),
  },
  {
    name: 'GET /v1/me (premium user)',
    prepare: async ({ base, headersOf }) => ({
      options: { url: `${base}/api/v1/me`, headers: await headersOf(DEMO.premium) },
    }),
  },
];
