// The member's own pages outside Home's data (learning and rewards issues): the app's start-up
// config, the points account, the voucher shop and the member's vouchers, certificates, benefits,
// the collect and referral pages, the search overlay, the product and manufacturer pages, and the
// public pharmacy picker of the registration form. One scenario per page, as the demo PTA. And
// Home itself as the server draws it for a member with a page session.
import { DEMO, getScenario } from '../lib/api.mjs';

/** The `slug` of the first row `query` answers; fails the run when there is none. */
function slugOf(what, query) {
  return async (db) => {
    const { rows } = await db.query(query);
    if (!rows[0]) throw new Error(`no ${what} with modules in the bench database`);
    return rows[0].slug;
  };
}

// The product and the manufacturer with the most modules: their pages are the fullest.
const productSlug = slugOf(
  'product',
  `SELECT p.slug FROM products p JOIN modules m ON m.product_id = p.id
    GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
);
const manufacturerSlug = slugOf(
  'manufacturer',
  `SELECT f.slug FROM modules m LEFT JOIN products p ON p.id = m.product_id
     JOIN manufacturers f ON f.id = COALESCE(m.manufacturer_id, p.manufacturer_id)
    GROUP BY f.id ORDER BY count(*) DESC, f.id LIMIT 1`,
);

/**
 * The module page of the module the member sees with the most content pages and questions (the
 * fullest detail), found among what their Discover list shows, so every visibility rule applies.
 */
async function fullestModulePath(db, api) {
  const visible = await api('/v1/modules?limit=500');
  const { rows } = await db.query(
    `SELECT slug FROM modules WHERE slug = ANY($1)
      ORDER BY jsonb_array_length(content->'pages') + jsonb_array_length(content->'questions') DESC NULLS LAST, id
      LIMIT 1`,
    [visible.results.map((m) => m.slug)],
  );
  if (!rows[0]) throw new Error('the demo PTA sees no module in the bench database');
  return `/v1/modules/${rows[0].slug}`;
}

/** The PDF of the member's newest certificate. */
async function certificatePdfPath(_db, api) {
  const { results } = await api('/v1/me/certificates?limit=1');
  if (!results[0]) throw new Error('the demo PTA has no certificate in the bench database');
  return `/v1/me/certificates/${results[0].uuid}/pdf`;
}

/** At most this many member pages are drawn at once (apps/api/src/modules/page-sessions/member-page-renderer.ts). */
const DRAWN_AT_ONCE = 4;
/** Tries of the unmeasured first draw before the scenario counts Home as not drawn. */
const WARM_UP_DRAWS = 5;

/**
 * GET / with the demo PTA's page-session cookie: the server draws Home in its worker thread (the
 * member, seven queries and the render). As many connections as it draws at once, so that every
 * answer is drawn; an answer without the member's data (the guest's page) counts as an error.
 */
const drawnHome = {
  name: `GET / (member's Home drawn by the server, ${DRAWN_AT_ONCE} connections)`,
  prepare: async ({ base }) => {
    const res = await fetch(`${base}/api/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.premium, password: 'apopunkt-demo' }),
    });
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('apopunkt_page='));
    if (!res.ok || !cookie) throw new Error(`sign-in gave no page session: ${res.status}`);
    const headers = { cookie: cookie.split(';')[0] };
    const isDrawn = (body) => body.includes('id="member-page-state"');
    // The first draws warm the worker up and may miss the render budget on a busy machine.
    let drawn = false;
    for (let attempt = 0; attempt < WARM_UP_DRAWS && !drawn; attempt++) {
      drawn = isDrawn(await (await fetch(`${base}/`, { headers })).text());
    }
    if (!drawn) throw new Error(`Home was not drawn in ${WARM_UP_DRAWS} tries`);
    return { options: { url: `${base}/`, headers, connections: DRAWN_AT_ONCE, verifyBody: isDrawn } };
  },
};

/** @type {import('./index.mjs').Scenario[]} */
export const memberPageScenarios = [
  drawnHome,
  getScenario('GET /v1/config (every app start)', DEMO.premium, '/v1/config'),
  getScenario('GET /v1/modules/{slug} (module page, the fullest module)', DEMO.premium, fullestModulePath),
  getScenario('GET /v1/me/certificates/{uuid}/pdf (a certificate as PDF)', DEMO.premium, certificatePdfPath),
  getScenario('GET /v1/me/transactions (points account, first page)', DEMO.premium, '/v1/me/transactions?limit=20'),
  getScenario('GET /v1/coupons (voucher shop)', DEMO.premium, '/v1/coupons?limit=24'),
  getScenario('GET /v1/me/coupons (my vouchers)', DEMO.premium, '/v1/me/coupons?limit=20'),
  getScenario('GET /v1/me/certificates', DEMO.premium, '/v1/me/certificates?limit=20'),
  getScenario('GET /v1/benefits', DEMO.premium, '/v1/benefits?limit=20'),
  getScenario('GET /v1/me/collect', DEMO.premium, '/v1/me/collect'),
  getScenario('GET /v1/me/referral', DEMO.premium, '/v1/me/referral'),
  getScenario('GET /v1/search?name=sol (search overlay)', DEMO.premium, '/v1/search?name=sol'),
  getScenario(
    'GET /v1/products/{slug} (product with most modules)',
    DEMO.premium,
    async (db) => `/v1/products/${await productSlug(db)}`,
  ),
  getScenario(
    'GET /v1/manufacturers/{slug} (manufacturer with most modules)',
    DEMO.premium,
    async (db) => `/v1/manufacturers/${await manufacturerSlug(db)}`,
  ),
  getScenario(
    'GET /v1/organisations?search=apo (registration picker)',
    DEMO.premium,
    '/v1/organisations?search=apo&limit=20',
  ),
];
