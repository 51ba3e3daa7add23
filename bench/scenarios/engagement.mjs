// The engagement calls Home makes on every visit (issue 10): competitions, banners, quests, popup.
import { DEMO } from '../lib/api.mjs';

const home = [
  ['GET /v1/competitions (Home tiles)', '/api/v1/competitions?order_by=-visible_from&limit=500'],
  ['GET /v1/competitions/banner?is_special=true', '/api/v1/competitions/banner?is_special=true'],
  ['GET /v1/quests (quest banner and block)', '/api/v1/quests'],
  ['GET /v1/popups (popup modal)', '/api/v1/popups'],
];

/** @type {import('./index.mjs').Scenario[]} */
export const engagementScenarios = home.map(([name, path]) => ({
  name,
  prepare: async ({ base, headersOf }) => ({
    options: { url: `${base}${path}`, headers: await headersOf(DEMO.premium) },
  }),
}));
