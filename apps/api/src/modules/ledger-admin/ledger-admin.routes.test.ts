import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { accounts, moduleFlowTotals } from '../../db/schema/ledger';
import { couponPurchases } from '../../db/schema/rewards';
import { fixedClock } from '../../lib/clock';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createCouponOffer, givePremiumPoints } from '../../ops/seed/rewards-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createViewer, createViewers, scoresOf } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { startAttempt, submitAttempt } from '../attempts';
import { runDueDeposits, systemAccountId, transfer, userAccountId } from '../ledger';

const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(new Date());
let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  viewers = await createViewers(ctx);
});
afterAll(() => ctx.close());

async function staffCall(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const headers = await authHeaders(ctx, viewers.staff.user);
  return ctx.app.inject({ method, url: `/api/v1/admin/ledger${url}`, headers, ...(payload ? { payload } : {}) });
}
async function balanceOfModule(moduleId: number) {
  const [row] = await ctx.database.db.select().from(accounts).where(eq(accounts.moduleId, moduleId));
  return row?.balance ?? 0;
}

describe('staff only', () => {
  it('refuses users (403) and guests (401)', async () => {
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/ledger/audit',
      headers: viewers.pta.headers,
    });
    expect(user.statusCode).toBe(403);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ledger/deposits',
      payload: { module: 'x', value: 1 },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /api/v1/admin/ledger/deposits', () => {
  it('books a DEPOSIT from the mint into the module account', async () => {
    const module = await createModule(ctx.database.db, { type: 2 });
    const res = await staffCall('POST', '/deposits', { module: module.slug, value: 400, comments: 'Auftrag 4711' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      scheduled: null,
      transfer: { type: 'DEPOSIT', value: 400, moduleId: module.id, comments: 'Auftrag 4711' },
    });
    expect(await balanceOfModule(module.id)).toBe(400);
  });

  it('schedules a future deposit and executes it once when due (SCHEDDEP)', async () => {
    const module = await createModule(ctx.database.db, { type: 7 });
    const dueAt = new Date(clock.now().getTime() + DAY).toISOString();
    const res = await staffCall('POST', '/deposits', { module: module.slug, value: 20, valueDate: dueAt });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ transfer: null, scheduled: { value: 20, dueAt } });
    expect(await runDueDeposits(ctx.database.db, clock.now())).toBe(0);
    clock.advance(DAY);
    expect(await runDueDeposits(ctx.database.db, clock.now())).toBe(1);
    expect(await runDueDeposits(ctx.database.db, clock.now())).toBe(0);
    expect(await balanceOfModule(module.id)).toBe(20);
  });

  it('executes a due deposit before grading, so the reward is paid from it', async () => {
    const module = await createModule(ctx.database.db, { type: 2 });
    await staffCall('POST', '/deposits', {
      module: module.slug,
      value: 8,
      valueDate: new Date(clock.now().getTime() + 1000).toISOString(),
    });
    const attempt = await startAttempt(ctx.app.deps, viewers.pta.user, module.slug);
    clock.advance(60_000);
    const result = await submitAttempt(ctx.app.deps, viewers.pta.user, attempt.id, {
      answers: correctAnswers(quizContent()),
    });
    expect(result).toMatchObject({ transactionType: 'GAMEREWARD', premiumPoints: 4 });
    expect(await balanceOfModule(module.id)).toBe(4);
  });

  it('validates the input', async () => {
    const module = await createModule(ctx.database.db);
    for (const payload of [
      { module: module.slug, value: 0 },
      { module: module.slug, value: -5 },
      { module: module.slug, value: 1.5 },
      { module: module.slug, value: '10' },
      { module: module.slug, value: 10, valueDate: 'morgen' },
      { value: 10 },
    ]) {
      expect((await staffCall('POST', '/deposits', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await staffCall('POST', '/deposits', { module: 'gibt-es-nicht', value: 10 })).statusCode).toBe(404);
  });
});

describe('POST /api/v1/admin/ledger/transfers/{uuid}/cancellation', () => {
  it('writes the reverse once and refuses a second cancellation or cancelling the reversal', async () => {
    const module = await createModule(ctx.database.db, { type: 2 });
    const deposit = (await staffCall('POST', '/deposits', { module: module.slug, value: 100 })).json().transfer;
    const res = await staffCall('POST', `/transfers/${deposit.uuid}/cancellation`, { comments: 'Falscher Auftrag' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'DEPOSIT',
      value: 100,
      cancels: deposit.uuid,
      debitAccountId: deposit.creditAccountId,
      creditAccountId: deposit.debitAccountId,
      comments: 'Falscher Auftrag',
    });
    expect(await balanceOfModule(module.id)).toBe(0);
    const again = await staffCall('POST', `/transfers/${deposit.uuid}/cancellation`, {});
    expect(again.statusCode).toBe(409);
    expect((await staffCall('POST', `/transfers/${res.json().uuid}/cancellation`, {})).statusCode).toBe(409);
    expect((await staffCall('POST', `/transfers/${crypto.randomUUID()}/cancellation`, {})).statusCode).toBe(404);
    expect((await staffCall('POST', '/transfers/keine-uuid/cancellation', {})).statusCode).toBe(400);
  });

  it('refuses to cancel a reward the user has already spent (412)', async () => {
    const module = await createModule(ctx.database.db, { type: 2, budget: 40 });
    const buyer = viewers.pta.user;
    const before = (await scoresOf(ctx.database.db, buyer.id)).premiumScore;
    const attempt = await startAttempt(ctx.app.deps, buyer, module.slug);
    await submitAttempt(ctx.app.deps, buyer, attempt.id, { answers: correctAnswers(quizContent()) });
    const spent = before + 4;
    await ctx.database.db.transaction(async (tx) =>
      transfer(tx, {
        debitAccountId: await userAccountId(tx, buyer.id),
        creditAccountId: await systemAccountId(tx, 'shop'),
        value: spent,
        type: 'PURCHASE',
        valueDate: clock.now(),
      }),
    );
    const [reward] = await ctx.database.db
      .execute(sql`SELECT uuid FROM transfers WHERE type = 'GAMEREWARD' AND module_id = ${module.id}`)
      .then((r) => (r as unknown as { rows: { uuid: string }[] }).rows);
    const res = await staffCall('POST', `/transfers/${reward?.uuid}/cancellation`, {});
    expect(res.statusCode).toBe(412);
    expect(res.json().error.message).toBe(
      'Die Buchung kann nicht storniert werden: Die Punkte wurden bereits ausgegeben.',
    );
  });
});

describe('cancelling a voucher purchase', () => {
  it('returns the points, withdraws the voucher in the same step and never sells the code again', async () => {
    const member = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, member.user.id, 100);
    const { offer, codes } = await createCouponOffer(ctx.database.db, { price: 100, codes: 1 });
    const bought = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/coupons/${offer.id}/purchases`,
      headers: member.headers,
    });
    expect(bought.statusCode).toBe(201);
    const [purchase] = await ctx.database.db
      .select()
      .from(couponPurchases)
      .where(eq(couponPurchases.offerId, offer.id));
    const res = await staffCall('POST', `/transfers/${purchase?.transferId}/cancellation`, { comments: 'Storno' });
    expect(res.statusCode).toBe(201);
    expect((await scoresOf(ctx.database.db, member.user.id)).premiumScore).toBe(100);

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/coupons', headers: member.headers });
    expect(mine.json().results).toEqual([
      expect.objectContaining({ id: purchase?.id, code: null, cancelledAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(mine.json())).not.toContain(codes[0]);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/coupons/${offer.id}/purchases`,
      headers: member.headers,
    });
    expect(again.statusCode).toBe(409);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(purchase?.transferId)));
    expect(audit[0]).toMatchObject({ action: 'transfer.cancel', actorId: viewers.staff.user.id });
    expect(audit[0]?.after).toMatchObject({ voucherWithdrawn: true });
  });
});

describe('GET /api/v1/admin/ledger/modules/{slug}/budget', () => {
  it('reports balance, total, rewards, contacts and the next scheduled deposit', async () => {
    const module = await createModule(ctx.database.db, { type: 7, budget: 11 });
    const rewards: string[] = [];
    for (let i = 0; i < 3; i++) {
      const player = await createViewer(ctx, { job: 'PTA', isPremium: true });
      const attempt = await startAttempt(ctx.app.deps, player.user, module.slug);
      await submitAttempt(ctx.app.deps, player.user, attempt.id, { answers: correctAnswers(quizContent()) });
    }
    const paid = await ctx.database.db.execute(
      sql`SELECT uuid FROM transfers WHERE type = 'GAMEREWARD' AND module_id = ${module.id} ORDER BY created_at`,
    );
    for (const row of (paid as unknown as { rows: { uuid: string }[] }).rows) rewards.push(row.uuid);
    expect(rewards).toHaveLength(3);
    expect((await staffCall('POST', `/transfers/${rewards[0]}/cancellation`, {})).statusCode).toBe(201);
    const dueAt = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    await staffCall('POST', '/deposits', { module: module.slug, value: 50, valueDate: dueAt });
    const res = await staffCall('GET', `/modules/${module.slug}/budget`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      module: { uuid: module.uuid, slug: module.slug, name: module.name, type: 7 },
      isExhausted: false,
      premiumValue: 2,
      balance: 7,
      total: 11,
      rewardsGiven: 4,
      remainingContacts: 3,
      contactsReached: 2,
      nextScheduledDeposit: { value: 50, valueDate: dueAt },
    });
  });

  it('answers unlimited totals as null, 404 for unknown modules and 403 for users', async () => {
    const special = await createModule(ctx.database.db, { type: 10 });
    expect((await staffCall('GET', `/modules/${special.slug}/budget`)).json()).toMatchObject({
      total: null,
      remainingContacts: null,
      balance: 0,
      isExhausted: false,
    });
    expect((await staffCall('GET', '/modules/gibt-es-nicht/budget')).statusCode).toBe(404);
    const user = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/ledger/modules/${special.slug}/budget`,
      headers: await authHeaders(ctx, viewers.pta.user),
    });
    expect(user.statusCode).toBe(403);
  });
});

describe('GET /api/v1/admin/ledger/audit', () => {
  it('reports a consistent ledger', async () => {
    const res = await staffCall('GET', '/audit');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, sumOfBalances: 0, violations: [] });
    expect(body.accounts).toBeGreaterThan(3);
    expect(body.transfers).toBeGreaterThan(5);
  });

  it('finds tampered balances and premium scores', async () => {
    const db = ctx.database.db;
    const module = await createModule(db, { type: 2, budget: 10 });
    await db.update(accounts).set({ balance: 15 }).where(eq(accounts.moduleId, module.id));
    await db.execute(sql`UPDATE users SET premium_score = premium_score + 1 WHERE id = ${viewers.pta.user.id}`);
    const body = (await staffCall('GET', '/audit')).json();
    expect(body.ok).toBe(false);
    expect(body.sumOfBalances).toBe(5);
    expect(body.violations.map((v: { code: string }) => v.code).sort()).toEqual([
      'BALANCE_MISMATCH',
      'PREMIUM_SCORE_MISMATCH',
      'SUM_NOT_ZERO',
    ]);
  });

  it('finds module budget totals that differ from the transfers', async () => {
    const db = ctx.database.db;
    const module = await createModule(db, { type: 2, budget: 10 });
    await db.update(accounts).set({ balance: 10 }).where(eq(accounts.moduleId, module.id));
    const [account] = await db.select().from(accounts).where(eq(accounts.moduleId, module.id));
    await db
      .update(moduleFlowTotals)
      .set({ credited: 11 })
      .where(and(eq(moduleFlowTotals.accountId, account?.id ?? 0), eq(moduleFlowTotals.type, 'DEPOSIT')));
    const body = (await staffCall('GET', '/audit')).json();
    const flows = body.violations.filter((v: { code: string }) => v.code === 'FLOW_TOTAL_MISMATCH');
    expect(flows).toEqual([expect.objectContaining({ accountId: account?.id })]);
    expect((await staffCall('GET', `/modules/${module.slug}/budget`)).json()).toMatchObject({ total: 11 });
  });
});
