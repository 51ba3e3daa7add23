import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let premium: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://apopunkt.example' } });
  premium = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
});
afterAll(() => ctx.close());

async function collect(viewer: TestViewer | null) {
  return ctx.app.inject({ method: 'GET', url: '/api/v1/me/collect', headers: viewer?.headers ?? {} });
}

async function pass(viewer: TestViewer, slug: string) {
  const attempt = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/modules/${slug}/attempts`,
    headers: viewer.headers,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attempt.json().id}/submission`,
    headers: viewer.headers,
    payload: { answers: correctAnswers(quizContent()) },
  });
  expect(res.json().passed).toBe(true);
}

describe('GET /api/v1/me/collect', () => {
  it('suggests the modules that still pay this user, best-paying first', async () => {
    const maker = await createManufacturer(db());
    const base = { manufacturerId: maker.id };
    const special = await createModule(db(), { ...base, name: 'Special', type: 10 });
    const product = await createModule(db(), { ...base, name: 'Produkt', type: 2, budget: 40 });
    const toGo = await createModule(db(), {
      ...base,
      name: 'To Go',
      type: 7,
      budget: 20,
      visibleFrom: new Date(Date.now() - 2 * DAY),
    });
    await createModule(db(), { ...base, name: 'Leer', type: 2 });
    await createModule(db(), { ...base, name: 'Basis', type: 0 });
    await createModule(db(), { ...base, name: 'Versteckt', type: 10, isVisible: false });
    const done = await createModule(db(), { ...base, name: 'Erledigt', type: 3, budget: 40 });
    const repeat = await createModule(db(), {
      ...base,
      name: 'Wiederholung',
      type: 8,
      budget: 10,
      repeatPeriodDays: 1,
    });
    await pass(premium, done.slug);
    await pass(premium, repeat.slug);

    const res = await collect(premium);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.modules.results.map((m: { name: string }) => m.name)).toEqual(['Special', 'Produkt', 'To Go']);
    expect(body.modules.count).toBe(3);
    expect(body.modules.results[0]).toMatchObject({
      slug: special.slug,
      premiumValue: 6,
      creditable: true,
      isExhausted: false,
    });
    expect(body.modules.results.map((m: { slug: string }) => m.slug)).toEqual([special.slug, product.slug, toGo.slug]);
    expect(body).toMatchObject({
      isPremium: true,
      quests: [],
      competitions: [],
      referral: {
        referrerCode: expect.any(String),
        shareUrl: expect.stringMatching(/^https:\/\/apopunkt\.example\/sign-up\?ref=[A-Z2-9]{8}$/),
        bonus: { referrer: 100, referred: 50 },
      },
      campaignCodes: { canRedeem: true },
    });
  });

  it('shows at most six suggestions; non-premium users see them too, business jobs cannot redeem codes', async () => {
    for (let i = 0; i < 7; i++) await createModule(db(), { type: 10, premiumValue: 20 + i });
    const newcomer = await createViewer(ctx, { job: 'PKA', isPremium: false });
    const body = (await collect(newcomer)).json();
    expect(body.isPremium).toBe(false);
    expect(body.modules.results).toHaveLength(6);
    expect(body.modules.results[0].premiumValue).toBe(26);
    expect(body.modules.count).toBeGreaterThan(6);
    const customer = await createViewer(ctx, { job: 'CUS' });
    expect((await collect(customer)).json().campaignCodes).toEqual({ canRedeem: false });
  });

  it('answers 401 for guests', async () => {
    expect((await collect(null)).statusCode).toBe(401);
  });
});
