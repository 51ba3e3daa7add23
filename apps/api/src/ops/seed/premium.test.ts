import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, verificationLetters } from '../../db/schema/premium';
import { users } from '../../db/schema/users';
import { auditLedger } from '../../modules/ledger';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { seedDemoData } from './demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
}, 120_000);
afterAll(() => ctx.close());

async function demoUser(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} missing`);
  return row;
}

async function get(user: { id: number }, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: await authHeaders(ctx, user) });
}

describe('demo seed: premium', () => {
  it('gives pta@ a certificate with a working PDF and public check', async () => {
    const pta = await demoUser('pta@demo.apopunkt.de');
    const list = await get(pta, '/api/v1/me/certificates');
    expect(list.json().count).toBeGreaterThanOrEqual(1);
    const [cert] = list.json().results;
    expect((await get(pta, cert.pdfUrl)).statusCode).toBe(200);
    const check = await ctx.app.inject({ method: 'GET', url: `/api/v1/certificates/verify/${cert.verificationCode}` });
    expect(check.json()).toMatchObject({ valid: true, holderName: 'Paula T.' });
  });

  it('shows pta@ the referral of Mara (premium, bonus paid) and Ben (letter waiting)', async () => {
    const pta = await demoUser('pta@demo.apopunkt.de');
    const referral = await get(pta, '/api/v1/me/referral');
    expect(referral.json()).toMatchObject({ joined: 2, becamePremium: 1, bonusesEarned: 100 });
    const history = await get(pta, '/api/v1/me/transactions?limit=500');
    expect(
      history.json().results.filter((t: { transactionType: string }) => t.transactionType === 'BREFERRER'),
    ).toHaveLength(1);
    const mara = await demoUser('empfohlen@demo.apopunkt.de');
    expect(mara).toMatchObject({ isPremium: true, premiumScore: 50 });
    const ben = await demoUser('brief@demo.apopunkt.de');
    const [letter] = await ctx.database.db
      .select()
      .from(verificationLetters)
      .where(eq(verificationLetters.userId, ben.id));
    expect(letter?.status).toBe('pending');
  });

  it('leaves neu@ without a letter or certificate, and the ledger clean', async () => {
    const neu = await demoUser('neu@demo.apopunkt.de');
    expect(
      await ctx.database.db.select().from(verificationLetters).where(eq(verificationLetters.userId, neu.id)),
    ).toEqual([]);
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.userId, neu.id))).toEqual([]);
    expect(neu.isPremium).toBe(false);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});
