import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../lib/clock';
import { runReportJob } from '../../../modules/business-reports';
import { auditLedger } from '../../../modules/ledger';
import { authHeaders } from '../../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { seedDemoData } from '../demo';
import { createUser } from '../factories';
import { MODULES_PER_MANUFACTURER } from './catalog';
import { moduleQuotas } from './completions';
import { LOAD_DOMAIN } from './constants';
import { PHARMACIES_PER_REP } from './field-service';
import { generateLoadData } from './generate-load';
import { assertNoRealUsers, requirePostgresUrl } from './guard';
import { REPORT_TABLES } from './reports';
import { execute, one } from './sql';
import { PEOPLE_PER_PHARMACY } from './users';

let ctx: TestContext;
const quiet = <T>(_label: string, work: () => Promise<T>) => work();

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

/** Every report table's rows in a fixed order (without the fold's timestamp), to compare two folds. */
async function reportSnapshot(db: TestContext['database']['db']) {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of REPORT_TABLES) {
    const { rows } = await execute<Record<string, unknown>>(db, sql.raw(`SELECT * FROM ${table}`));
    snapshot[table] = rows.map(({ updated_at: _, ...row }) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return snapshot;
}

describe('moduleQuotas', () => {
  it('hands out exactly the count, Zipf-like, none above the cap', () => {
    const quotas = moduleQuotas(10_000, 50, 800);
    expect(quotas.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(Math.max(...quotas)).toBe(800);
    expect(quotas[0]).toBe(800);
    expect(quotas.at(-1)).toBeLessThan(quotas[0]! / 4);
    expect([...quotas].sort((a, b) => b - a)).toEqual(quotas);
    expect(() => moduleQuotas(10_000, 10, 800)).toThrow();
  });
});

describe('generateLoadData', () => {
  it('adds users, completions and rewards in realistic shapes that keep every ledger invariant', async () => {
    const db = ctx.database.db;
    await generateLoadData(db, { users: 700, completions: 6000, premiumShare: 0.5, manufacturers: 3 }, quiet);
    const counts = await one<{ users: number; completions: number; rewards: number; paid: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM users WHERE email LIKE ${`nutzer-%@${LOAD_DOMAIN}`}) AS users,
                 (SELECT count(*)::int FROM module_completions mc JOIN users u ON u.id = mc.user_id
                   WHERE u.email LIKE ${`%@${LOAD_DOMAIN}`}) AS completions,
                 (SELECT count(*)::int FROM module_rewards) AS rewards,
                 (SELECT count(*)::int FROM transfers WHERE type = 'GAMEREWARD') AS paid`,
      'counts',
    );
    expect(counts).toMatchObject({ users: 700, completions: 6000 });
    expect(counts.rewards).toBeGreaterThan(0);
    expect(counts.rewards).toBe(counts.paid);
    expect(await auditLedger(db)).toMatchObject({ ok: true, sumOfBalances: 0, violations: [] });

    // Pharmacies of 1–15 people, of several sizes.
    const pharmacies = await one<{ min: number; max: number; sizes: number }>(
      db,
      sql`SELECT min(n)::int AS min, max(n)::int AS max, count(DISTINCT n)::int AS sizes FROM (
            SELECT count(*) AS n FROM employees e JOIN users u ON u.id = e.user_id
            WHERE u.email LIKE ${`nutzer-%@${LOAD_DOMAIN}`} GROUP BY e.organisation_id) AS p`,
      'pharmacy sizes',
    );
    expect(pharmacies.min).toBeGreaterThanOrEqual(PEOPLE_PER_PHARMACY.min);
    expect(pharmacies.max).toBeLessThanOrEqual(PEOPLE_PER_PHARMACY.max);
    expect(pharmacies.sizes).toBeGreaterThan(5);

    // Synthetic manufacturers with 5–60 modules; field-service reps with 50–300 pharmacies; the demo rep too.
    const manufacturers = await execute<{ n: number }>(
      db,
      sql`SELECT count(mo.id)::int AS n FROM manufacturers m LEFT JOIN modules mo ON mo.manufacturer_id = m.id
          WHERE m.slug LIKE 'lasthersteller-%' GROUP BY m.id`,
    );
    expect(manufacturers.rows).toHaveLength(3);
    for (const { n } of manufacturers.rows) {
      expect(n).toBeGreaterThanOrEqual(MODULES_PER_MANUFACTURER.min);
      expect(n).toBeLessThanOrEqual(MODULES_PER_MANUFACTURER.max);
    }
    const reps = await execute<{ email: string; n: number; subscribed: boolean }>(
      db,
      sql`SELECT u.email, count(f.organisation_id)::int AS n,
                 EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.type = 'FEATURE_DASHBOARD_CFR') AS subscribed
          FROM users u LEFT JOIN field_service_pharmacies f ON f.user_id = u.id
          WHERE u.email LIKE ${`aussendienst-%@${LOAD_DOMAIN}`} OR u.email = 'aussendienst@demo.apopunkt.de'
          GROUP BY u.id`,
    );
    expect(reps.rows.length).toBeGreaterThanOrEqual(4);
    for (const rep of reps.rows) {
      expect(rep.subscribed).toBe(true);
      expect(rep.n).toBeGreaterThanOrEqual(PHARMACIES_PER_REP.min);
      expect(rep.n).toBeLessThanOrEqual(PHARMACIES_PER_REP.max);
    }

    // A few busy modules, many quiet ones, over three years.
    const modules = await one<{ busiest: number; median: number; quietest: number; oldest_days: number }>(
      db,
      sql`SELECT max(n)::int AS busiest, (percentile_disc(0.5) WITHIN GROUP (ORDER BY n))::int AS median,
                 min(n)::int AS quietest,
                 (SELECT extract(day FROM now() - min(first_passed_at))::int FROM module_completions) AS oldest_days
          FROM (SELECT count(*) AS n FROM module_completions mc JOIN users u ON u.id = mc.user_id
                WHERE u.email LIKE ${`%@${LOAD_DOMAIN}`} GROUP BY mc.module_id) AS m`,
      'module sizes',
    );
    expect(modules.busiest).toBeGreaterThan(4 * modules.median);
    expect(modules.median).toBeGreaterThan(modules.quietest);
    expect(modules.oldest_days).toBeGreaterThan(2 * 365);

    // Every completion came with a submitted attempt, folded into the reports in SQL.
    const reports = await one<{ attempts: number; queued: number; reported: number; users: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM attempts a JOIN users u ON u.id = a.user_id
                   WHERE u.email LIKE ${`%@${LOAD_DOMAIN}`} AND a.passed) AS attempts,
                 (SELECT count(*)::int FROM report_queue) AS queued,
                 (SELECT count(*)::int FROM report_module_users ru JOIN users u ON u.id = ru.user_id
                   WHERE u.email LIKE ${`%@${LOAD_DOMAIN}`}) AS reported,
                 (SELECT count(*)::int FROM report_module_users ru JOIN users u ON u.id = ru.user_id
                   WHERE u.email LIKE ${`%@${LOAD_DOMAIN}`} AND ru.completed) AS users`,
      'reports',
    );
    expect(reports).toEqual({ attempts: 6000, queued: 0, reported: 6000, users: 6000 });

    // The SQL fold gives exactly the rows the report job gives when it folds every attempt again.
    const folded = await reportSnapshot(db);
    for (const table of REPORT_TABLES) await db.execute(sql.raw(`DELETE FROM ${table}`));
    await db.execute(sql`INSERT INTO report_queue (attempt_id)
      SELECT id FROM attempts WHERE submitted_at IS NOT NULL ORDER BY submitted_at, id`);
    await runReportJob(db, systemClock, { maxBatches: Number.POSITIVE_INFINITY, batchSize: 100_000 });
    expect(await reportSnapshot(db)).toEqual(folded);

    // A rewarded premium user sees the history through the API as if they had played.
    const { rows } = await execute<{ id: number; premium_score: number }>(
      db,
      sql`SELECT u.id, u.premium_score FROM users u JOIN module_rewards r ON r.user_id = u.id LIMIT 1`,
    );
    const player = rows[0]!;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: await authHeaders(ctx, player) });
    expect(res.json()).toMatchObject({ isPremium: true, premiumScore: player.premium_score });
    expect(player.premium_score).toBeGreaterThan(0);
  }, 120_000);

  it('refuses more completions than users × visible modules, and leaves nothing behind', async () => {
    const db = ctx.database.db;
    const before = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users`, 'users');
    await expect(generateLoadData(db, { users: 2, completions: 10_000, premiumShare: 1 }, quiet)).rejects.toThrow(
      /passen nicht/,
    );
    expect(await one(db, sql`SELECT count(*)::int AS n FROM users`, 'users')).toEqual(before);
  });
});

describe('guard', () => {
  it('wants an explicit postgres:// DATABASE_URL', () => {
    expect(() => requirePostgresUrl(undefined)).toThrow(/DATABASE_URL fehlt/);
    expect(() => requirePostgresUrl('file:./data')).toThrow(/postgres:\/\//);
    expect(requirePostgresUrl('postgres://x@h/db')).toBe('postgres://x@h/db');
  });

  it('refuses a database with real users unless forced', async () => {
    const db = ctx.database.db;
    await expect(assertNoRealUsers(db, false)).resolves.toBeUndefined();
    await createUser(db, { email: 'echt@apotheke.example' });
    await expect(assertNoRealUsers(db, false)).rejects.toThrow(/1 echte Nutzer/);
    await expect(assertNoRealUsers(db, true)).resolves.toBeUndefined();
  });
});
