import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { inTransaction } from '../../db/transaction';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { bonusesOf } from '../../test-support/premium-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';
import { becomePremiumIfQualified } from './premium.service';

let ctx: TestContext;
let staff: { id: number };
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createUser(db(), { isStaff: true, job: null });
});
afterAll(() => ctx.close());

async function asStaff(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method, url, headers: await authHeaders(ctx, staff), payload });
}
const verify = (userId: number) => asStaff('POST', `/api/v1/admin/users/${userId}/employee/verification`, {});
const flag = (userId: number, isPremium: boolean) => asStaff('PATCH', `/api/v1/admin/users/${userId}`, { isPremium });

/** A referrer and a PTA they recommended, working at a verified pharmacy (not yet verified). */
async function referredPair(input: { employed?: boolean; emailConfirmed?: boolean } = {}) {
  const referrer = await createUser(db(), { firstName: 'Paula', lastName: 'Tannenberg' });
  const org = await createOrganisation(db());
  const user = await createUser(db(), {
    firstName: 'Noah',
    lastName: 'Neumann',
    referredById: referrer.id,
    emailConfirmed: input.emailConfirmed ?? true,
    ...(input.employed === false ? {} : { organisationId: org.id }),
  });
  return { referrer, user, org };
}

async function premiumScore(userId: number) {
  const [row] = await db()
    .select({ s: users.premiumScore, p: users.isPremium })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('becoming premium by staff verification', () => {
  it('makes a referred professional premium and books both bonuses once, however often staff verify', async () => {
    const { referrer, user } = await referredPair();
    const first = await verify(user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isPremium: true, premiumScore: 50 });
    expect((await verify(user.id)).statusCode).toBe(200);
    expect(await bonusesOf(ctx, user.id, 'BREFERRED')).toHaveLength(1);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toEqual([
      {
        value: 100,
        comments: 'Empfehlungsbonus: Noah N. ist jetzt Premium-Mitglied',
        key: `referral:${user.id}:referrer`,
      },
    ]);
    expect(await premiumScore(referrer.id)).toEqual({ s: 100, p: false });
    expect(await auditLedger(db())).toMatchObject({ ok: true, violations: [] });
  });

  it('books no bonus without a referrer', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db(), { organisationId: org.id });
    expect((await verify(user.id)).json()).toMatchObject({ isPremium: true, premiumScore: 0 });
    expect(await bonusesOf(ctx, user.id, 'BREFERRED')).toEqual([]);
  });

  it('does not pay again after premium was lost by a workplace change and granted again', async () => {
    const { referrer, user } = await referredPair();
    await verify(user.id);
    const elsewhere = await createOrganisation(db());
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: await authHeaders(ctx, user),
      payload: { currentPlace: elsewhere.id },
    });
    expect(moved.json().isPremium).toBe(false);
    expect((await verify(user.id)).json().isPremium).toBe(true);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(1);
    expect(await premiumScore(user.id)).toEqual({ s: 50, p: true });
  });

  it('verifies without premium or bonuses when the e-mail is not confirmed', async () => {
    const { referrer, user } = await referredPair({ emailConfirmed: false });
    expect((await verify(user.id)).json()).toMatchObject({ isPremium: false, employee: { isVerified: true } });
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toEqual([]);
  });
});

describe('becoming premium by the staff flag', () => {
  it('books the bonuses when the user is a verified professional', async () => {
    const { referrer, user, org } = await referredPair();
    await asStaff('POST', `/api/v1/admin/users/${user.id}/employee/verification`, { organisationId: org.id });
    await flag(user.id, false);
    const res = await flag(user.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().isPremium).toBe(true);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(1);
  });

  it('grants premium without bonuses to someone not verified; verification later books them', async () => {
    const { referrer, user } = await referredPair();
    expect((await flag(user.id, true)).json()).toMatchObject({ isPremium: true, premiumScore: 0 });
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toEqual([]);
    expect((await verify(user.id)).json()).toMatchObject({ isPremium: true, premiumScore: 50 });
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(1);
  });

  it('switches premium off without touching the bonuses', async () => {
    const { referrer, user } = await referredPair();
    await verify(user.id);
    expect((await flag(user.id, false)).json().isPremium).toBe(false);
    expect(await bonusesOf(ctx, referrer.id, 'BREFERRER')).toHaveLength(1);
  });
});

describe('becomePremiumIfQualified', () => {
  it('answers what happened: became premium, bonuses booked, or nothing', async () => {
    const { user } = await referredPair();
    const { user: homeless } = await referredPair({ employed: false });
    const run = (userId: number, override = false) =>
      inTransaction(db(), (tx) => becomePremiumIfQualified(tx, userId, new Date(), { override }));
    expect(await run(homeless.id)).toEqual({
      qualifies: false,
      isPremium: false,
      becamePremium: false,
      bonusesBooked: 0,
    });
    expect(await run(homeless.id, true)).toEqual({
      qualifies: false,
      isPremium: true,
      becamePremium: true,
      bonusesBooked: 0,
    });
    expect(await run(user.id)).toEqual({ qualifies: false, isPremium: false, becamePremium: false, bonusesBooked: 0 });
    await verify(user.id);
    expect(await run(user.id)).toEqual({ qualifies: true, isPremium: true, becamePremium: false, bonusesBooked: 0 });
    expect(await auditLedger(db())).toMatchObject({ ok: true });
  });
});
