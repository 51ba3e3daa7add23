import { AppError } from '@apopunkt/domain/errors';
import { eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/ledger';
import { couponCodes, couponPurchases } from '../../db/schema/rewards';
import { createUser } from '../../ops/seed/factories';
import { createCouponOffer, givePremiumPoints } from '../../ops/seed/rewards-factories';
import { scoresOf } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';
import { purchaseCoupon } from './coupons.service';

/**
 * Purchase races against a real PostgreSQL server (DESIGN §5, §8): no code handed out twice, no
 * balance below 0, the ledger exact. Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('voucher purchases under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  const errorCode = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' && r.reason instanceof AppError ? r.reason.code : r.status;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('an offer with 5 codes raced by 30 users with enough points: 5 purchases, 25 × 409, every code once', async () => {
    const { offer, codes } = await createCouponOffer(ctx.database.db, { price: 100, codes: 5 });
    const users = [];
    for (let i = 0; i < 30; i++) {
      const user = await createUser(ctx.database.db, { isPremium: true });
      await givePremiumPoints(ctx.database.db, user.id, 150);
      users.push(user);
    }
    const results = await Promise.allSettled(users.map((u) => purchaseCoupon(ctx.app.deps, u, offer.id)));
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(won).toHaveLength(5);
    expect(results.filter((r) => errorCode(r) === 'CONFLICT')).toHaveLength(25);
    expect(new Set(won.map((p) => p.purchase.code))).toEqual(new Set(codes));
    expect(won.every((p) => p.balance === 50)).toBe(true);

    const purchases = await ctx.database.db.select().from(couponPurchases).where(eq(couponPurchases.offerId, offer.id));
    expect(purchases).toHaveLength(5);
    expect(new Set(purchases.map((p) => p.codeId)).size).toBe(5);
    const free = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.offerId, offer.id));
    expect(free.every((c) => c.assignedAt !== null)).toBe(true);
    const losers = users.filter((u) => !purchases.some((p) => p.userId === u.id));
    for (const u of losers) expect((await scoresOf(ctx.database.db, u.id)).premiumScore).toBe(150);
  });

  it('one user with points for 2 vouchers buying 10 at once: exactly 2 purchases, balance 0, never below', async () => {
    const { offer } = await createCouponOffer(ctx.database.db, { price: 60, codes: 20 });
    const user = await createUser(ctx.database.db, { isPremium: true });
    await givePremiumPoints(ctx.database.db, user.id, 130);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => purchaseCoupon(ctx.app.deps, user, offer.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.filter((r) => errorCode(r) === 'PRECONDITION_FAILED')).toHaveLength(8);
    expect((await scoresOf(ctx.database.db, user.id)).premiumScore).toBe(10);
    const free = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.offerId, offer.id));
    expect(free.filter((c) => c.assignedAt === null)).toHaveLength(18);
  });

  it('one user sending the same purchase 12 times at once with one Idempotency-Key: one purchase, 12 equal answers', async () => {
    const { offer } = await createCouponOffer(ctx.database.db, { price: 40, codes: 20 });
    const user = await createUser(ctx.database.db, { isPremium: true });
    await givePremiumPoints(ctx.database.db, user.id, 500);
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => purchaseCoupon(ctx.app.deps, user, offer.id, key)),
    );
    for (const r of results) expect(r).toEqual(results[0]);
    expect(results[0]?.balance).toBe(460);
    const purchases = await ctx.database.db.select().from(couponPurchases).where(eq(couponPurchases.userId, user.id));
    expect(purchases).toHaveLength(1);
    expect((await scoresOf(ctx.database.db, user.id)).premiumScore).toBe(460);
    const free = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.offerId, offer.id));
    expect(free.filter((c) => c.assignedAt === null)).toHaveLength(19);
  });

  it('leaves no negative balance and no ledger violation', async () => {
    const negative = await ctx.database.db.select().from(accounts).where(lt(accounts.balance, 0));
    expect(negative.every((a) => a.allowNegative)).toBe(true);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});
