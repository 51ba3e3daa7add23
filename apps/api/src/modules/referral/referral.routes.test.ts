import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema/ledger';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { cancelTransfer } from '../ledger';

let ctx: TestContext;
let staff: { id: number };
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://apopunkt.example/' } });
  staff = await createUser(db(), { isStaff: true, job: null });
});
afterAll(() => ctx.close());

async function get(user: { id: number } | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? await authHeaders(ctx, user) : {} });
}

async function verifyByStaff(userId: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/employee/verification`,
    headers: await authHeaders(ctx, staff),
    payload: {},
  });
  expect(res.statusCode).toBe(200);
}

describe('GET /api/v1/me/referral', () => {
  it('answers code, share link, sign-ups, premium conversions and bonuses earned', async () => {
    const referrer = await createUser(db());
    const org = await createOrganisation(db());
    const premium = await createUser(db(), { firstName: 'Mara', referredById: referrer.id, organisationId: org.id });
    const alsoPremium = await createUser(db(), { referredById: referrer.id, organisationId: org.id });
    await createUser(db(), { referredById: referrer.id });
    await createUser(db());
    await verifyByStaff(premium.id);
    await verifyByStaff(alsoPremium.id);
    await verifyByStaff(premium.id);
    const res = await get(referrer, '/api/v1/me/referral');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      referrerCode: referrer.referrerCode,
      shareUrl: `https://apopunkt.example/sign-up?ref=${referrer.referrerCode}`,
      joined: 3,
      becamePremium: 2,
      bonusesEarned: 200,
      bonus: { referrer: 100, referred: 50 },
    });
  });

  it('shows the bonus in the referrer’s points history and leaves out cancelled bonuses', async () => {
    const referrer = await createUser(db());
    const org = await createOrganisation(db());
    const user = await createUser(db(), {
      firstName: 'Mara',
      lastName: 'Meier',
      referredById: referrer.id,
      organisationId: org.id,
    });
    await verifyByStaff(user.id);
    const history = await get(referrer, '/api/v1/me/transactions');
    expect(history.json().results).toEqual([
      expect.objectContaining({
        value: 100,
        transactionType: 'BREFERRER',
        isIncome: true,
        comments: 'Empfehlungsbonus: Mara M. ist jetzt Premium-Mitglied',
        partner: { name: 'ApoPunkt', type: 'system', shortDescription: 'Empfehlungsprogramm' },
      }),
    ]);
    const [bonus] = await db()
      .select()
      .from(transfers)
      .where(eq(transfers.idempotencyKey, `referral:${user.id}:referrer`));
    await cancelTransfer(db(), { uuid: bonus?.uuid ?? '', at: new Date() });
    const res = await get(referrer, '/api/v1/me/referral');
    expect(res.json()).toMatchObject({ joined: 1, becamePremium: 0, bonusesEarned: 0 });
  });

  it('answers zeros for someone who has not recommended anybody, 401 for guests', async () => {
    const user = await createUser(db(), { job: 'CUS' });
    expect((await get(user, '/api/v1/me/referral')).json()).toMatchObject({
      joined: 0,
      becamePremium: 0,
      bonusesEarned: 0,
    });
    expect((await get(null, '/api/v1/me/referral')).statusCode).toBe(401);
  });
});
