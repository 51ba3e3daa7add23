// "Manufacturer statistics on the large data set" (DESIGN §8). There is no manufacturer
// statistics endpoint yet; the closest call is the staff view of one module's budget
// (balance, deposits, rewards given, contacts reached), which aggregates the module's transfers.
import { apiJson, DEMO } from '../lib/api.mjs';

/** The module with the most paid rewards: the largest aggregate the call can be asked for. */
async function busiestModule(db) {
  const { rows } = await db.query(
    `SELECT m.slug, count(*)::int AS rewards FROM transfers t JOIN modules m ON m.id = t.module_id
     WHERE t.type IN ('GAMEREWARD', 'REWREPEAT') GROUP BY m.slug ORDER BY rewards DESC, m.slug LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no module has paid a reward yet');
  return rows[0];
}

/** @type {import('./index.mjs').Scenario[]} */
export const statisticsScenarios = [
  {
    name: 'GET /v1/admin/ledger/modules/{slug}/budget (staff, busiest module)',
    prepare: async ({ base, db, headersOf }) => {
      const staff = await headersOf(DEMO.staff);
      const module = await busiestModule(db);
      const path = `/v1/admin/ledger/modules/${module.slug}/budget`;
      const budget = await apiJson(base, path, { headers: staff });
      return {
        options: { url: `${base}/api${path}`, headers: staff },
        afterwards: async () => ({
          module: module.slug,
          rewardTransfers: module.rewards,
          contactsReached: budget.contactsReached,
        }),
      };
    },
  },
];
