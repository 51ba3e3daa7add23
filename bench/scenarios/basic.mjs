// The cheapest calls: what the framework, the health check and the auth guard cost.
import { DEMO } from '../lib/api.mjs';

/** @type {import('./index.mjs').Scenario[]} */
export const basicScenarios = [
  {
    name: 'GET /api/health',
    ratioTarget: 0.5,
    prepare: async ({ base }) => ({ options: { url: `${base}/api/health` } }),
  },
  {
    name: 'GET /v1/me (premium user)',
    ratioTarget: 0.12,
    prepare: async ({ base, headersOf }) => ({
      options: { url: `${base}/api/v1/me`, headers: await headersOf(DEMO.premium) },
    }),
  },
];
