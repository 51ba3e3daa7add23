// The staff overviews and detail pages of the admin issues (users, audit log, duplicates, codes,
// coupons, benefits, letters, organisation requests, competitions, quests, popups, products and manufacturers) and
// the member calls the engagement and benefit pages add: one scenario per address, so that a slow
// one shows by name. Lists ask for one page of 25 as the admin tables do.
import { DEMO, getScenario } from '../lib/api.mjs';

/** The first value of the first row a look-up answers; fails the run when there is none. */
async function lookUp(db, what, query, params = []) {
  const { rows } = await db.query(query, params);
  const value = rows[0] && Object.values(rows[0])[0];
  if (value === undefined || value === null) throw new Error(`bench database has no ${what}`);
  return value;
}

/** The id of a demo account. */
const userIdOf = (email) => (db) => lookUp(db, email, 'SELECT id FROM users WHERE email = $1', [email]);
const busiestCompetition = (db) =>
  lookUp(
    db,
    'competition',
    `SELECT c.id FROM competitions c LEFT JOIN participations p ON p.competition_id = c.id
     GROUP BY c.id ORDER BY count(p.*) DESC, c.id LIMIT 1`,
  );
const busiestPopup = (db) =>
  lookUp(
    db,
    'popup',
    `SELECT p.uuid FROM popups p LEFT JOIN popup_events e ON e.popup_uuid = p.uuid
     GROUP BY p.uuid ORDER BY count(e.*) DESC LIMIT 1`,
  );
/** The module with the most transfers: the longest budget history. */
const busiestModule = (db) =>
  lookUp(
    db,
    'module with transfers',
    `SELECT m.uuid FROM modules m JOIN transfers t ON t.module_id = m.id GROUP BY m.uuid ORDER BY count(*) DESC LIMIT 1`,
  );

const first =
  (table, column = 'id') =>
  (db) =>
    lookUp(db, `row in ${table}`, `SELECT ${column} FROM ${table} ORDER BY ${column} LIMIT 1`);
/** A module with a data-sharing set, or failing that the module with the most transfers. */
const moduleWithDataSharing = (db) =>
  lookUp(
    db,
    'module',
    `SELECT m.uuid FROM modules m LEFT JOIN module_third_party_data d ON d.module_id = m.id
     ORDER BY (d.module_id IS NULL), m.id LIMIT 1`,
  );

const staff = (path, what = '') => getScenario(`GET ${path.split('?')[0]}${what} (staff)`, DEMO.staff, path);
const staffAt = (name, path) => getScenario(`GET ${name} (staff)`, DEMO.staff, path);

/** @type {import('./index.mjs').Scenario[]} */
export const adminOverviewScenarios = [
  staff('/v1/admin/users?limit=25&search=pta', ', search'),
  staffAt('/v1/admin/users/{id}', async (db) => `/v1/admin/users/${await userIdOf(DEMO.premium)(db)}`),
  staff('/v1/admin/audit-log?limit=25'),
  staff('/v1/admin/duplicates?limit=25'),
  staff('/v1/admin/campaign-codes?limit=25'),
  staff('/v1/admin/coupon-offers?limit=25'),
  staff('/v1/admin/coupon-dashboard'),
  staff('/v1/admin/benefit-requests?status=open&limit=25', ', open'),
  staff('/v1/admin/benefits'),
  staff('/v1/admin/verification-letters'),
  staff('/v1/admin/organisation-creation-requests'),
  staff('/v1/admin/competitions?limit=25'),
  staffAt(
    '/v1/admin/competitions/{id}/analytics, most participants',
    async (db) => `/v1/admin/competitions/${await busiestCompetition(db)}/analytics`,
  ),
  staff('/v1/admin/engagement/modules'),
  staff('/v1/admin/quests?limit=25'),
  staff('/v1/admin/popups?limit=25'),
  staffAt(
    '/v1/admin/popups/{uuid}/report, most events',
    async (db) => `/v1/admin/popups/${await busiestPopup(db)}/report`,
  ),
  staff('/v1/admin/manufacturers'),
  staff('/v1/admin/products'),
  staffAt('/v1/admin/modules/{uuid}, most transfers', async (db) => `/v1/admin/modules/${await busiestModule(db)}`),
  staffAt(
    '/v1/admin/modules/{uuid}/budget-history, most transfers',
    async (db) => `/v1/admin/modules/${await busiestModule(db)}/budget-history`,
  ),
  // Detail pages of the staff editors.
  staffAt('/v1/admin/users/{id}/field-service-pharmacies', async (db) => {
    return `/v1/admin/users/${await userIdOf(DEMO.fieldService)(db)}/field-service-pharmacies`;
  }),
  staffAt('/v1/admin/competitions/{id}', async (db) => `/v1/admin/competitions/${await busiestCompetition(db)}`),
  staffAt(
    '/v1/admin/competitions/{id}/participants.csv, most participants',
    async (db) => `/v1/admin/competitions/${await busiestCompetition(db)}/participants.csv`,
  ),
  staffAt('/v1/admin/quests/{id}', async (db) => `/v1/admin/quests/${await first('quests')(db)}`),
  staffAt('/v1/admin/popups/{uuid}', async (db) => `/v1/admin/popups/${await busiestPopup(db)}`),
  staff('/v1/admin/ad-groups/1'),
  staffAt('/v1/admin/manufacturers/{id}', async (db) => `/v1/admin/manufacturers/${await first('manufacturers')(db)}`),
  staffAt('/v1/admin/products/{id}', async (db) => `/v1/admin/products/${await first('products')(db)}`),
  staffAt(
    '/v1/admin/modules/{uuid}/accreditation',
    async (db) => `/v1/admin/modules/${await busiestModule(db)}/accreditation`,
  ),
  staffAt(
    '/v1/admin/modules/{uuid}/third-party-data',
    async (db) => `/v1/admin/modules/${await moduleWithDataSharing(db)}/third-party-data`,
  ),
  staffAt(
    '/v1/admin/third-party-data/{uuid}',
    async (db) => `/v1/admin/third-party-data/${await first('third_party_data_sets', 'uuid')(db)}`,
  ),
  // The whole ledger checked (staff's audit page; also run after the submission scenario).
  staff('/v1/admin/ledger/audit'),
  getScenario(
    'GET /v1/competitions/{id} (premium user, most participants)',
    DEMO.premium,
    async (db) => `/v1/competitions/${await busiestCompetition(db)}`,
  ),
  getScenario('GET /v1/me/benefit-requests (premium user)', DEMO.premium, '/v1/me/benefit-requests'),
];
