// What a signed-in premium user's browser asks for on Discover, the portal's start page.
import { cycleGets, DEMO } from '../lib/api.mjs';

/** The three "Unsere neusten Module" rows (spec §2, §9): brand news, To Go, product and sales. */
export const LATEST_ROWS = [
  '/v1/modules?type=8&latest=true&order_by=-visible_from&limit=3',
  '/v1/modules?type=7&latest=true&order_by=-visible_from&limit=3',
  '/v1/modules?type=2,3&latest=true&order_by=-visible_from&limit=6',
];
/** "Empfehlungen der Redaktion". */
export const AD_GROUP = '/v1/ad-groups/1';

/** @type {import('./index.mjs').Scenario[]} */
export const discoverScenarios = [
  {
    name: 'GET /v1/modules (Discover: the three latest rows in turn)',
    ratioTarget: 0.12,
    prepare: async ({ base, headersOf }) => ({
      options: { url: base, requests: cycleGets(LATEST_ROWS, await headersOf(DEMO.premium)) },
    }),
  },
  {
    name: 'GET /v1/ad-groups/1',
    ratioTarget: 0.12,
    prepare: async ({ base, headersOf }) => ({
      options: { url: base, requests: cycleGets([AD_GROUP], await headersOf(DEMO.premium)) },
    }),
  },
  {
    name: 'home page data (me, ad group 1, three latest rows in turn)',
    ratioTarget: 0.12,
    prepare: async ({ base, headersOf }) => ({
      options: { url: base, requests: cycleGets(['/v1/me', AD_GROUP, ...LATEST_ROWS], await headersOf(DEMO.premium)) },
    }),
  },
];
