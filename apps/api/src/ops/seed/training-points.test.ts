import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccreditations } from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { seedDemoData } from './demo';
import { DEMO_ACCREDITATIONS } from './training-points';

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

describe('demo seed: training points', () => {
  it('accredits the demo certificate modules', async () => {
    const rows = await ctx.database.db.select().from(moduleAccreditations);
    expect(rows).toHaveLength(DEMO_ACCREDITATIONS.length);
  });

  it('gives pta@ certificates of attendance through her passes, and a PDF of all of them', async () => {
    const pta = await demoUser('pta@demo.apopunkt.de');
    const headers = await authHeaders(ctx, pta);
    const account = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/training-points', headers });
    expect(account.statusCode).toBe(200);
    expect(account.json().attendances.length).toBeGreaterThanOrEqual(1);
    expect(account.json().points).toBeGreaterThan(0);
    const pdf = await ctx.app.inject({ method: 'GET', url: account.json().pdfUrl, headers });
    expect(pdf.statusCode).toBe(200);
  });

  it('leaves neu@ without certificates of attendance', async () => {
    const neu = await demoUser('neu@demo.apopunkt.de');
    const headers = await authHeaders(ctx, neu);
    const account = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/training-points', headers });
    expect(account.json().attendances).toEqual([]);
  });
});
