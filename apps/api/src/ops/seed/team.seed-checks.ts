import { describe, expect, it } from 'vitest';
import { authHeaders } from '../../test-support/auth-headers';
import { demoUser, type SeededDemo } from '../../test-support/seeded-demo';

/** What the demo seed gives for team (run by demo-seed.test.ts on one seeded database). */
export function teamSeedChecks(demo: SeededDemo): void {
  async function getAs(email: string, url: string) {
    const row = await demoUser(demo.ctx, email);
    return demo.ctx.app.inject({ method: 'GET', url, headers: await authHeaders(demo.ctx, row) });
  }

  describe('demo seed: the pharmacy owner’s team (issue 37 §4)', () => {
    it('gives inhaber@ a team in which some consented and some did not', async () => {
      const res = await getAs('inhaber@demo.apopunkt.de', '/api/v1/team');
      expect(res.statusCode).toBe(200);
      const team = res.json();
      expect(team.members.length).toBeGreaterThanOrEqual(1);
      expect(team.withoutConsent).not.toBe(0);
      // pta@ has not decided yet: she is only counted, and is asked once the owner recommends something.
      expect(JSON.stringify(team.members)).not.toContain('Tannenberg');
      const consents = await getAs('pta@demo.apopunkt.de', '/api/v1/me/consents');
      expect(consents.json().results[0].granted).toBeNull();
    });

    it('the field service sees consenting staff by name and the others as counts', async () => {
      const res = await getAs('aussendienst@demo.apopunkt.de', '/api/v1/business/training/employees');
      expect(res.statusCode).toBe(200);
      expect(res.json().results.length).toBeGreaterThan(0);
      expect(res.json().withoutConsent.length).toBeGreaterThan(0);
    });
  });
}
