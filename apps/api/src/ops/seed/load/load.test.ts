import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../modules/ledger';
import { authHeaders } from '../../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { seedDemoData } from '../demo';
import { createUser } from '../factories';
import { LOAD_DOMAIN } from './constants';
import { generateLoadData } from './generate-load';
import { assertNoRealUsers, requirePostgresUrl } from './guard';
import { execute, one } from './sql';

let ctx: TestContext;
const quiet = <T>(_label: string, work: () => Promise<T>) => work();

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

describe('generateLoadData', () => {
  it('adds users, completions and rewards that keep every ledger invariant', async () => {
    const db = ctx.database.db;
    await generateLoadData(db, { users: 40, completions: 300, premiumShare: 0.5 }, quiet);
    const counts = await one<{ users: number; completions: number; rewards: number; paid: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM users WHERE email LIKE ${`%@${LOAD_DOMAIN}`}) AS users,
                 (SELECT count(*)::int FROM module_completions mc JOIN users u ON u.id = mc.user_id
                   WHERE u.email LIKE ${`%@${LOAD_DOMAIN}`}) AS completions,
                 (SELECT count(*)::int FROM module_rewards) AS rewards,
                 (SELECT count(*)::int FROM transfers WHERE type = 'GAMEREWARD') AS paid`,
      'counts',
    );
    expect(counts).toMatchObject({ users: 40, completions: 300 });
    expect(counts.rewards).toBeGreaterThan(0);
    expect(counts.rewards).toBe(counts.paid);
    expect(await auditLedger(db)).toMatchObject({ ok: true, sumOfBalances: 0, violations: [] });

    // Every completion came with a submitted attempt that the report job folded into the reports.
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
    expect(reports).toEqual({ attempts: 300, queued: 0, reported: 300, users: 300 });

    // A rewarded premium user sees the history through the API as if they had played.
    const { rows } = await execute<{ id: number; premium_score: number }>(
      db,
      sql`SELECT u.id, u.premium_score FROM users u JOIN module_rewards r ON r.user_id = u.id LIMIT 1`,
    );
    const player = rows[0]!;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: await authHeaders(ctx, player) });
    expect(res.json()).toMatchObject({ isPremium: true, premiumScore: player.premium_score });
    expect(player.premium_score).toBeGreaterThan(0);
  });

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
