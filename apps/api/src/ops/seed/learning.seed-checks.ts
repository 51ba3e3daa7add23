import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema/ledger';
import { adGroupModules, modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { users } from '../../db/schema/users';
import { auditLedger } from '../../modules/ledger';
import { authHeaders } from '../../test-support/auth-headers';
import type { SeededDemo } from '../../test-support/seeded-demo';
import { SEED_MODULES } from './content/modules';
import { SEED_PRODUCTS } from './content/products';

/** What the demo seed gives for learning (run by demo-seed.test.ts on one seeded database). */
export function learningSeedChecks(demo: SeededDemo): void {
  describe('demo seed: learning content', () => {
    it('inserts every seed product and module with budgets from the mint', async () => {
      const db = demo.ctx.database.db;
      const [p] = await db.select({ n: count() }).from(products);
      const [m] = await db.select({ n: count() }).from(modules);
      expect(p?.n).toBe(SEED_PRODUCTS.length);
      expect(m?.n).toBe(SEED_MODULES.length);
      const deposits = await db.select().from(transfers).where(eq(transfers.type, 'DEPOSIT'));
      expect(deposits.length).toBe(SEED_MODULES.filter((s) => s.budget > 0).length);
    });

    it('fills ad group 1 with six modules everybody may see', async () => {
      const picks = await demo.ctx.database.db.select().from(adGroupModules).where(eq(adGroupModules.adGroupId, 1));
      expect(picks).toHaveLength(6);
      const [neu] = await demo.ctx.database.db.select().from(users).where(eq(users.email, 'neu@demo.apopunkt.de'));
      const res = await demo.ctx.app.inject({
        method: 'GET',
        url: '/api/v1/ad-groups/1',
        headers: await authHeaders(demo.ctx, { id: Number(neu?.id) }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().modules).toHaveLength(6);
    });

    it('gives pta@demo a history with scores through the reward service, and the ledger adds up', async () => {
      const [pta] = await demo.ctx.database.db.select().from(users).where(eq(users.email, 'pta@demo.apopunkt.de'));
      expect(pta?.knowledgeScore).toBeGreaterThan(0);
      expect(pta?.premiumScore).toBeGreaterThan(0);
      const res = await demo.ctx.app.inject({
        method: 'GET',
        url: '/api/v1/me/transactions',
        headers: await authHeaders(demo.ctx, { id: Number(pta?.id) }),
      });
      const body = res.json();
      expect(body.balance).toBe(pta?.premiumScore);
      expect(body.results.length).toBeGreaterThanOrEqual(5);
      expect(body.results.map((r: { transactionType: string }) => r.transactionType)).toContain('GAMEREWARD');
      expect((await auditLedger(demo.ctx.database.db)).violations).toEqual([]);
    });
  });
}
