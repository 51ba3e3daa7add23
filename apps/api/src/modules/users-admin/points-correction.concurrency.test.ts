import { AppError } from '@apopunkt/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, transfers } from '../../db/schema/ledger';
import { givePremiumPoints } from '../../ops/seed/rewards-factories';
import { createViewer, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger, userAccountId } from '../ledger';
import { correctPoints } from './points-correction.service';

/**
 * Points corrections racing on a real PostgreSQL server (issue 37 §6, DESIGN §5): debits never
 * overdraw, one Idempotency-Key books once, the ledger stays exact. Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('points corrections under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let staff: TestViewer;
  let otherStaff: TestViewer;
  const errorCode = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' && r.reason instanceof AppError ? r.reason.code : r.status;
  const member = async (points: number) => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    await givePremiumPoints(ctx.database.db, viewer.user.id, points);
    return viewer.user;
  };
  const transfersOf = async (userId: number) => {
    const account = await userAccountId(ctx.database.db, userId);
    return ctx.database.db.select().from(transfers).where(eq(transfers.debitAccountId, account));
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    staff = await createViewer(ctx, { job: null, isStaff: true });
    otherStaff = await createViewer(ctx, { job: null, isStaff: true });
  });
  afterAll(() => ctx.close());

  it('two parallel debits that together would overdraw: exactly one books, the other is 412', async () => {
    const user = await member(100);
    const results = await Promise.allSettled([
      correctPoints(ctx.app.deps, staff.user, user.id, { value: -70, reason: 'Bonus doppelt gezahlt' }, 'race-a-0001'),
      correctPoints(
        ctx.app.deps,
        otherStaff.user,
        user.id,
        { value: -60, reason: 'Bonus doppelt gezahlt' },
        'race-b-0001',
      ),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'PRECONDITION_FAILED')).toHaveLength(1);
    const left = (await scoresOf(ctx.database.db, user.id)).premiumScore;
    expect([30, 40]).toContain(left);
    expect((await transfersOf(user.id)).filter((t) => t.type === 'WITHDRAW')).toHaveLength(1);
  });

  it('twelve debits of 25 on 100 points at once: four book, eight are refused, the balance is 0', async () => {
    const user = await member(100);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        correctPoints(ctx.app.deps, staff.user, user.id, { value: -25, reason: 'Abzug Testlauf' }, `race-many-${i}-x`),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(results.filter((r) => errorCode(r) === 'PRECONDITION_FAILED')).toHaveLength(8);
    expect((await scoresOf(ctx.database.db, user.id)).premiumScore).toBe(0);
  });

  it('the same Idempotency-Key sent 10 times at once: one booking, 10 equal answers', async () => {
    const user = await member(10);
    const key = `same-key-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        correctPoints(ctx.app.deps, staff.user, user.id, { value: 500, reason: 'Kulanzgutschrift' }, key),
      ),
    );
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0]?.balance).toBe(510);
    expect((await scoresOf(ctx.database.db, user.id)).premiumScore).toBe(510);
    const booked = await ctx.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `correction:${staff.user.id}:${key}`));
    expect(booked).toHaveLength(1);
  });

  it('leaves no negative user balance and no ledger violation', async () => {
    const rows = await ctx.database.db.select().from(accounts).where(eq(accounts.allowNegative, false));
    expect(rows.every((a) => a.balance >= 0)).toBe(true);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});
