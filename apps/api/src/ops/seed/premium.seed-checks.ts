import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, verificationLetters } from '../../db/schema/premium';
import { auditLedger } from '../../modules/ledger';
import { authHeaders } from '../../test-support/auth-headers';
import { demoUser, type SeededDemo } from '../../test-support/seeded-demo';

/** What the demo seed gives for premium (run by demo-seed.test.ts on one seeded database). */
export function premiumSeedChecks(demo: SeededDemo): void {
  const user = (email: string) => demoUser(demo.ctx, email);

  async function get(user: { id: number }, url: string) {
    return demo.ctx.app.inject({ method: 'GET', url, headers: await authHeaders(demo.ctx, user) });
  }

  describe('demo seed: premium', () => {
    it('gives pta@ a certificate with a working PDF and public check', async () => {
      const pta = await user('pta@demo.apopunkt.de');
      const list = await get(pta, '/api/v1/me/certificates');
      expect(list.json().count).toBeGreaterThanOrEqual(1);
      const [cert] = list.json().results;
      expect((await get(pta, cert.pdfUrl)).statusCode).toBe(200);
      const check = await demo.ctx.app.inject({
        method: 'GET',
        url: `/api/v1/certificates/verify/${cert.verificationCode}`,
      });
      expect(check.json()).toMatchObject({ valid: true, holderName: 'Paula T.' });
    });

    it('shows pta@ the referral of Mara (premium, bonus paid) and Ben (letter waiting)', async () => {
      const pta = await user('pta@demo.apopunkt.de');
      const referral = await get(pta, '/api/v1/me/referral');
      expect(referral.json()).toMatchObject({ joined: 2, becamePremium: 1, bonusesEarned: 100 });
      const history = await get(pta, '/api/v1/me/transactions?limit=500');
      expect(
        history.json().results.filter((t: { transactionType: string }) => t.transactionType === 'BREFERRER'),
      ).toHaveLength(1);
      const mara = await user('empfohlen@demo.apopunkt.de');
      expect(mara).toMatchObject({ isPremium: true, premiumScore: 50 });
      const ben = await user('brief@demo.apopunkt.de');
      const [letter] = await demo.ctx.database.db
        .select()
        .from(verificationLetters)
        .where(eq(verificationLetters.userId, ben.id));
      expect(letter?.status).toBe('pending');
    });

    it('leaves neu@ without a letter or certificate, and the ledger clean', async () => {
      const neu = await user('neu@demo.apopunkt.de');
      expect(
        await demo.ctx.database.db.select().from(verificationLetters).where(eq(verificationLetters.userId, neu.id)),
      ).toEqual([]);
      expect(await demo.ctx.database.db.select().from(certificates).where(eq(certificates.userId, neu.id))).toEqual([]);
      expect(neu.isPremium).toBe(false);
      expect(await auditLedger(demo.ctx.database.db)).toMatchObject({ ok: true, violations: [] });
    });
  });
}
