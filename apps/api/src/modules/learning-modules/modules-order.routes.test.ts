import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let viewer: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
  for (const name of ['SPECIAL: Winter', 'Übelkeit', 'Schlafstörungen', 'ulme', 'Äpfel', 'Arzneimittel'])
    await createModule(ctx.database.db, { name });
  await createModule(ctx.database.db, { name: 'Gut durch den Winter', shortDescription: 'Vorbeugen ohne Stress' });
  for (const name of ['Zahn-Apotheke', 'Äskulap-Apotheke', 'apotheke am Markt'])
    await createOrganisation(ctx.database.db, { name, isVerified: true });
});
afterAll(() => ctx.close());

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: viewer.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('German order and search', () => {
  it('GET /v1/modules?order_by=name sorts case-insensitively with umlauts at their base letter', async () => {
    const names = (await get('/api/v1/modules?order_by=name&limit=50')).results.map((r: { name: string }) => r.name);
    expect(names).toEqual([
      'Äpfel',
      'Arzneimittel',
      'Gut durch den Winter',
      'Schlafstörungen',
      'SPECIAL: Winter',
      'Übelkeit',
      'ulme',
    ]);
    const reversed = (await get('/api/v1/modules?order_by=-name&limit=50')).results.map(
      (r: { name: string }) => r.name,
    );
    expect(reversed).toEqual([...names].reverse());
  });

  it('GET /v1/organisations lists workplaces in German order', async () => {
    const body = await get('/api/v1/organisations?limit=50');
    const names = body.results.map((r: { name: string }) => r.name);
    const ours = names.filter((n: string) => /apotheke/i.test(n) && !n.startsWith('Test-'));
    expect(ours).toEqual(['apotheke am Markt', 'Äskulap-Apotheke', 'Zahn-Apotheke']);
  });

  it('search finds ordinary words that German stemming drops as stop words ("durch", "ohne")', async () => {
    expect((await get('/api/v1/search?name=durch')).modules).toEqual([
      { slug: expect.any(String), name: 'Gut durch den Winter' },
    ]);
    expect((await get('/api/v1/search?name=ohne%20Stress')).modules.map((m: { name: string }) => m.name)).toEqual([
      'Gut durch den Winter',
    ]);
    expect((await get('/api/v1/search?name=Winter%20durch')).modules.map((m: { name: string }) => m.name)).toEqual([
      'Gut durch den Winter',
    ]);
  });
});
