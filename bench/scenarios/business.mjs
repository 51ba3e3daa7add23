// The business area (issue 11): every /v1/business call as staff (who may see every
// manufacturer) on the busiest module and its product, plus the field-service pages of the demo
// field-service account and a member's rating read. Target: p95 < 150 ms on the seed:load data.
import { DEMO, getScenario } from '../lib/api.mjs';

/** The manufacturer module with the most submitted attempts in the report, with its product. */
async function busiestBusinessModule(db) {
  const { rows } = await db.query(
    `SELECT m.slug, p.slug AS product FROM modules m
     LEFT JOIN report_modules r ON r.module_id = m.id LEFT JOIN products p ON p.id = m.product_id
     WHERE m.manufacturer_id IS NOT NULL AND p.slug IS NOT NULL
     ORDER BY coalesce(r.attempts, 0) DESC, m.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no manufacturer module with a product');
  return rows[0];
}

function staffGet(name, path) {
  return getScenario(`GET ${name} (staff, busiest module)`, DEMO.staff, async (db) =>
    path(await busiestBusinessModule(db)),
  );
}

/** `from=&to=` of the last 30 days (a dashboard period): its cost must follow the period, not the history. */
function last30Days() {
  const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(29)}&to=${day(0)}`;
}

function fieldServiceGet(path) {
  return getScenario(`GET ${path} (field service)`, DEMO.fieldService, path);
}

/** @type {import('./index.mjs').Scenario[]} */
export const businessScenarios = [
  staffGet('/v1/business/products', () => '/v1/business/products'),
  staffGet('/v1/business/products/{slug}', (m) => `/v1/business/products/${m.product}`),
  staffGet('/v1/business/modules/{slug}/statistics', (m) => `/v1/business/modules/${m.slug}/statistics`),
  staffGet('/v1/business/modules/{slug}/usage', (m) => `/v1/business/modules/${m.slug}/usage`),
  staffGet('/v1/business/modules/{slug}/analytics', (m) => `/v1/business/modules/${m.slug}/analytics`),
  staffGet(
    '/v1/business/modules/{slug}/statistics?from&to (30 days)',
    (m) => `/v1/business/modules/${m.slug}/statistics?${last30Days()}`,
  ),
  staffGet(
    '/v1/business/modules/{slug}/analytics?from&to (30 days)',
    (m) => `/v1/business/modules/${m.slug}/analytics?${last30Days()}`,
  ),
  staffGet('/v1/business/modules/{slug}/ratings', (m) => `/v1/business/modules/${m.slug}/ratings`),
  staffGet('/v1/business/demo-dashboard', () => '/v1/business/demo-dashboard'),
  fieldServiceGet('/v1/business/training/modules'),
  fieldServiceGet('/v1/business/training/employees'),
  {
    name: 'GET /v1/modules/{slug}/rating (premium user)',
    prepare: async ({ base, db, headersOf }) => {
      const headers = await headersOf(DEMO.premium);
      const module = await busiestBusinessModule(db);
      return { options: { url: `${base}/api/v1/modules/${module.slug}/rating`, headers } };
    },
  },
];
