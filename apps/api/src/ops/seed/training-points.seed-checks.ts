import { describe, expect, it } from 'vitest';
import { moduleAccreditations } from '../../db/schema/platform';
import { authHeaders } from '../../test-support/auth-headers';
import { demoUser, type SeededDemo } from '../../test-support/seeded-demo';
import { DEMO_ACCREDITATIONS } from './training-points';

/** What the demo seed gives for training points (run by demo-seed.test.ts on one seeded database). */
export function trainingPointsSeedChecks(demo: SeededDemo): void {
  const user = (email: string) => demoUser(demo.ctx, email);

  describe('demo seed: training points', () => {
    it('accredits the demo certificate modules', async () => {
      const rows = await demo.ctx.database.db.select().from(moduleAccreditations);
      expect(rows).toHaveLength(DEMO_ACCREDITATIONS.length);
    });

    it('gives pta@ certificates of attendance through her passes, and a PDF of all of them', async () => {
      const pta = await user('pta@demo.apopunkt.de');
      const headers = await authHeaders(demo.ctx, pta);
      const account = await demo.ctx.app.inject({ method: 'GET', url: '/api/v1/me/training-points', headers });
      expect(account.statusCode).toBe(200);
      expect(account.json().attendances.length).toBeGreaterThanOrEqual(1);
      expect(account.json().points).toBeGreaterThan(0);
      const pdf = await demo.ctx.app.inject({ method: 'GET', url: account.json().pdfUrl, headers });
      expect(pdf.statusCode).toBe(200);
    });

    it('leaves neu@ without certificates of attendance', async () => {
      const neu = await user('neu@demo.apopunkt.de');
      const headers = await authHeaders(demo.ctx, neu);
      const account = await demo.ctx.app.inject({ method: 'GET', url: '/api/v1/me/training-points', headers });
      expect(account.json().attendances).toEqual([]);
    });
  });
}
