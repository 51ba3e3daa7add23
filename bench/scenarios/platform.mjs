// The calls added with the platform's staff areas (issue 12): the member's Fortbildungskonto and
// data-sharing consents on the account page, and the staff overview of the data-sharing sets.
import { cycleGets, DEMO } from '../lib/api.mjs';

/** @type {import('./index.mjs').Scenario[]} */
export const platformScenarios = [
  {
    name: 'account page: GET /v1/me/training-points and /v1/me/third-party-consents',
    prepare: async ({ base, headersOf }) => ({
      options: {
        url: base,
        requests: cycleGets(['/v1/me/training-points', '/v1/me/third-party-consents'], await headersOf(DEMO.premium)),
      },
    }),
  },
  {
    name: 'GET /v1/admin/third-party-data (staff overview, search in turn)',
    prepare: async ({ base, headersOf }) => ({
      options: {
        url: base,
        requests: cycleGets(
          ['/v1/admin/third-party-data?limit=25', '/v1/admin/third-party-data?limit=25&search=Sol'],
          await headersOf(DEMO.staff),
        ),
      },
    }),
  },
];
