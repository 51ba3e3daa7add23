import { describe, expect, it } from 'vitest';
import { auditLedger } from '../../modules/ledger';
import { authHeaders } from '../../test-support/auth-headers';
import { demoUser, type SeededDemo } from '../../test-support/seeded-demo';

/** What the demo seed gives for engagement (run by demo-seed.test.ts on one seeded database). */
export function engagementSeedChecks(demo: SeededDemo): void {
  async function get(email: string, url: string) {
    const row = await demoUser(demo.ctx, email);
    return (
      await demo.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: await authHeaders(demo.ctx, row) })
    ).json();
  }

  describe('demo seed: engagement', () => {
    it('gives pta@ running competitions with progress, the premium one and the banners', async () => {
      const list = (await get('pta@demo.apopunkt.de', '/v1/competitions')).results;
      expect(list.map((c: { name: string }) => c.name).sort()).toEqual([
        'Großes Erkältungs-Gewinnspiel',
        'Monatsverlosung',
        'Premium-Gewinnspiel',
        'Specials meistern',
        'Verifiziert gewinnt',
      ]);
      const special = list.find((c: { isSpecial: boolean }) => c.isSpecial);
      expect(special.participation.progress).toBeGreaterThanOrEqual(33);
      expect((await get('pta@demo.apopunkt.de', '/v1/competitions/142')).name).toBe('Premium-Gewinnspiel');
      expect((await get('pta@demo.apopunkt.de', '/v1/competitions/banner?is_special=true')).banner.id).toBe(special.id);
      expect((await get('neu@demo.apopunkt.de', '/v1/competitions')).results).toHaveLength(4);
    });

    it('has a current weekly challenge, an active popup and an ended competition with winners', async () => {
      const quests = (await get('neu@demo.apopunkt.de', '/v1/quests')).results;
      expect(quests).toHaveLength(1);
      expect(quests[0].bonus).toBe(25);
      expect((await get('neu@demo.apopunkt.de', '/v1/popups')).popup.link).toBe('/collect');
      const ended = (await get('admin@demo.apopunkt.de', '/v1/admin/competitions?status=ended')).results[0];
      const detail = await get('admin@demo.apopunkt.de', `/v1/admin/competitions/${ended.id}`);
      expect(detail.draw.winners).toHaveLength(2);
      const upcoming = (await get('admin@demo.apopunkt.de', '/v1/admin/quests')).results;
      expect(upcoming.map((q: { status: string }) => q.status).sort()).toEqual(['running', 'upcoming']);
      expect(await auditLedger(demo.ctx.database.db)).toMatchObject({ ok: true });
    });
  });
}
