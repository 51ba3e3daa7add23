import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { inTransaction } from '../../db/transaction';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { bonusesOf, requestAndPrintLetter } from '../../test-support/premium-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';
import { becomePremiumIfQualified } from './premium.service';

/**
 * Every way to become premium racing for the same users on a real PostgreSQL server: the
 * referral bonuses must be booked exactly once and the ledger must stay exact (DESIGN §5, §8).
 * Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('premium unlock under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let staff: { id: number };
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    staff = await createUser(db(), { isStaff: true, job: null });
  });
  afterAll(() => ctx.close());

  async function call(method: 'POST' | 'PATCH', url: string, user: { id: number }, payload: Record<string, unknown>) {
    const res = await ctx.app.inject({ method, url, headers: await authHeaders(ctx, user), payload });
    return res.statusCode;
  }

  it('letter code, staff verification, staff flag and direct calls at once book each bonus once', async () => {
    const referrer = await createUser(db());
    const org = await createOrganisation(db());
    const user = await createUser(db(), { organisationId: org.id, referredById: referrer.id });
    const { code } = await requestAndPrintLetter(ctx, user, staff);
    const racers = [
      ...Array.from({ length: 6 }, () => call('POST', '/api/v1/me/verification-code', user, { code })),
      ...Array.from({ length: 6 }, () =>
        call('POST', `/api/v1/admin/users/${user.id}/employee/verification`, staff, {}),
      ),
      ...Array.from({ length: 6 }, () => call('PATCH', `/api/v1/admin/users/${user.id}`, staff, { isPremium: true })),
      ...Array.from({ length: 6 }, () =>
        inTransaction(db(), (tx) => becomePremiumIfQualified(tx, user.id, new Date())).then(() => 200),
      ),
    ];
    const statuses = await Promise.all(racers);
    expect(statuses.every((s) => [200, 409].includes(s))).toBe(true);
    expect(await bonusesOf(ctx, user.id, 'BREFERRED')).toHaveLength(1);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(1);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isPremium: true, premiumScore: 50 });
    expect(await auditLedger(db())).toMatchObject({ ok: true, violations: [] });
  });

  it('twenty referred users verified at once pay their referrer twenty bonuses, each once', async () => {
    const referrer = await createUser(db());
    const org = await createOrganisation(db());
    const referred = await Promise.all(
      Array.from({ length: 20 }, () => createUser(db(), { organisationId: org.id, referredById: referrer.id })),
    );
    const statuses = await Promise.all(
      referred.flatMap((u) => [
        call('POST', `/api/v1/admin/users/${u.id}/employee/verification`, staff, {}),
        call('POST', `/api/v1/admin/users/${u.id}/employee/verification`, staff, {}),
      ]),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(20);
    const [row] = await db().select().from(users).where(eq(users.id, referrer.id));
    expect(row?.premiumScore).toBe(2000);
    expect(await auditLedger(db())).toMatchObject({ ok: true, violations: [] });
  });
});
