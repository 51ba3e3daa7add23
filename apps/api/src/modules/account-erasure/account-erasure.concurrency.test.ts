import { ACCOUNT_DELETION_GRACE_MS } from '@apopunkt/domain/constants/account-deletion';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponPurchases } from '../../db/schema/rewards';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createCouponOffer, givePremiumPoints } from '../../ops/seed/rewards-factories';
import { scoresOf } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { inject, signIn } from '../auth/auth-test-helpers';
import { auditLedger } from '../ledger';
import { eraseDueAccounts } from './account-erasure.service';

/**
 * The deletion and the erasure racing the member's money and sign-in on a real PostgreSQL server
 * (issue 37 §2): no half-written state, the ledger exact. Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('account deletion under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const DAY_MS = 24 * 60 * 60 * 1000;
  function eraseLater() {
    return eraseDueAccounts({
      db: db(),
      clock: fixedClock(new Date(Date.now() + ACCOUNT_DELETION_GRACE_MS + DAY_MS)),
      log: ctx.app.log,
    });
  }
  function deleteAccount(access: string) {
    return inject(ctx, {
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${access}` },
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
  }
  async function stateOf(userId: number) {
    const [row] = await db()
      .select({ requestedAt: users.deletionRequestedAt, erasedAt: users.erasedAt, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId));
    const { rows } = (await db().execute(
      sql`SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = ${userId} AND revoked_at IS NULL`,
    )) as unknown as { rows: { n: number }[] };
    return { ...row, liveSessions: rows[0]?.n ?? 0 };
  }

  it('the deletion racing the member’s voucher purchases and an incoming transfer: every purchase whole or refused, ledger exact', async () => {
    const { offer } = await createCouponOffer(db(), { price: 100, codes: 10 });
    const member = await createUser(db(), { isPremium: true });
    await givePremiumPoints(db(), member.id, 1000);
    const { access } = await signIn(ctx, member.email);

    const buy = () =>
      inject(ctx, {
        method: 'POST',
        url: `/api/v1/coupons/${offer.id}/purchases`,
        headers: { authorization: `Bearer ${access}`, 'idempotency-key': crypto.randomUUID() },
      });
    const [deleted, ...rest] = await Promise.all([
      deleteAccount(access),
      buy(),
      buy(),
      buy(),
      givePremiumPoints(db(), member.id, 70, 'Gutschrift'),
      buy(),
    ]);
    expect(deleted.statusCode).toBe(200);
    const purchases = rest.filter((r): r is Awaited<ReturnType<typeof buy>> => !!r && 'statusCode' in r);
    for (const r of purchases) expect([201, 401]).toContain(r.statusCode);
    const bought = purchases.filter((r) => r.statusCode === 201).length;
    const rows = await db().select().from(couponPurchases).where(eq(couponPurchases.userId, member.id));
    expect(rows).toHaveLength(bought);
    expect((await scoresOf(db(), member.id)).premiumScore).toBe(1070 - 100 * bought);
    expect(await stateOf(member.id)).toMatchObject({ liveSessions: 0, erasedAt: null });
    expect((await auditLedger(db())).violations).toEqual([]);
  });

  it('two erasure runs at once with transfers to the member: erased once, whole, ledger exact', async () => {
    const members = [];
    for (let i = 0; i < 4; i++) {
      const member = await createUser(db(), { isPremium: true, firstName: `Zweilauf${i}` });
      await givePremiumPoints(db(), member.id, 300, `Start Zweilauf${i}`);
      const { access } = await signIn(ctx, member.email);
      expect((await deleteAccount(access)).statusCode).toBe(200);
      members.push(member);
    }
    const { rows: due } = (await db().execute(
      sql`SELECT count(*)::int AS n FROM users WHERE deletion_requested_at IS NOT NULL AND erased_at IS NULL`,
    )) as unknown as { rows: { n: number }[] };
    const results = await Promise.all([
      eraseLater(),
      eraseLater(),
      ...members.map((m) => givePremiumPoints(db(), m.id, 25, `Nachzahlung Zweilauf`)),
    ]);
    const [a, b] = results as unknown as [{ erased: number }, { erased: number }];
    // Every due account (these four, and any an earlier test left waiting) erased by exactly one run.
    expect(a.erased + b.erased).toBe(due[0]?.n);
    for (const m of members) {
      const state = await stateOf(m.id);
      expect(state.erasedAt).not.toBeNull();
      expect(state.isActive).toBe(false);
      expect((await scoresOf(db(), m.id)).premiumScore).toBe(325);
      const [row] = await db().select().from(users).where(eq(users.id, m.id));
      expect(row).toMatchObject({ firstName: '', lastName: '', dateOfBirth: null });
    }
    const { rows } = (await db().execute(
      sql`SELECT count(*)::int AS n FROM transfers WHERE comments ILIKE '%Zweilauf0%' OR comments ILIKE '%Zweilauf1%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
    expect((await auditLedger(db())).violations).toEqual([]);
  });

  it('a sign-in racing the erasure at the end of the grace period: either the account is back or it is gone, never both', async () => {
    for (let i = 0; i < 5; i++) {
      const member = await createUser(db());
      const { access } = await signIn(ctx, member.email);
      expect((await deleteAccount(access)).statusCode).toBe(200);
      const [signedIn, run] = await Promise.all([
        inject(ctx, {
          method: 'POST',
          url: '/api/v1/sessions',
          payload: { username: member.email, password: DEFAULT_TEST_PASSWORD },
        }),
        eraseLater(),
      ]);
      const state = await stateOf(member.id);
      if (signedIn.statusCode === 200) {
        expect(signedIn.json()).toMatchObject({ deletionCancelled: true });
        expect(run.erased).toBe(0);
        expect(state).toMatchObject({ erasedAt: null, requestedAt: null, isActive: true, liveSessions: 1 });
      } else {
        expect(signedIn.statusCode).toBe(401);
        expect(run.erased).toBe(1);
        expect(state.erasedAt).not.toBeNull();
        expect(state.liveSessions).toBe(0);
      }
    }
  });
});
