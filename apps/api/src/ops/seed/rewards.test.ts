import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCodes } from '../../db/schema/rewards';
import { auditLedger } from '../../modules/ledger';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { seedRewardsData } from './rewards';
import { givePremiumPoints } from './rewards-factories';

let ctx: TestContext;
let member: TestViewer;
let pta: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  pta = await createViewer(ctx, { job: 'PTA', isPremium: true, email: 'pta@demo.apopunkt.de' });
  await seedRewardsData(ctx.database.db, { now: new Date() });
  member = await createViewer(ctx, { job: 'PTA', isPremium: true });
});
afterAll(() => ctx.close());

function redeem(code: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/campaign-codes/redeem',
    headers: member.headers,
    payload: { code },
  });
}

describe('demo seed: rewards', () => {
  it('has the three campaign codes with the documented behaviour', async () => {
    const codes = await ctx.database.db.select().from(campaignCodes);
    expect(codes.map((c) => c.code).sort()).toEqual(['ABGELAUFEN', 'APOTHEKE2026', 'WILLKOMMEN50']);
    expect((await redeem('willkommen50')).json()).toEqual({ value: 50 });
    expect((await redeem('WILLKOMMEN50')).statusCode).toBe(409);
    expect((await redeem('Apotheke2026')).json()).toEqual({ value: 25, url: '/play/erkaeltung-grundlagen' });
    expect((await redeem('ABGELAUFEN')).statusCode).toBe(412);
  });

  it('has six voucher offers of five partners, one with only three codes left', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/coupons', headers: member.headers });
    const offers = res.json().results as { partner: { name: string }; available: number; price: number }[];
    expect(offers).toHaveLength(6);
    expect(new Set(offers.map((o) => o.partner.name)).size).toBe(5);
    expect(offers.filter((o) => o.available === 3)).toHaveLength(1);
    expect(offers.every((o) => o.available >= 3 && o.price > 0)).toBe(true);
    const forPta = await ctx.app.inject({ method: 'GET', url: '/api/v1/coupons', headers: pta.headers });
    expect(forPta.json().balance).toBe(1000);
    const redeemable = forPta.json().results.map((o: { isRedeemable: boolean }) => o.isRedeemable);
    expect(redeemable).toContain(true);
    expect(redeemable).toContain(false);
  });

  it('sells a seeded voucher', async () => {
    await givePremiumPoints(ctx.database.db, member.user.id, 300);
    const offers = (await ctx.app.inject({ method: 'GET', url: '/api/v1/coupons', headers: member.headers })).json();
    const cheapest = offers.results[0];
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/coupons/${cheapest.id}/purchases`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().purchase.code).toMatch(/^[A-Z]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true });
  });

  it('has four benefits', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/benefits', headers: member.headers });
    expect(res.json().results.map((b: { title: string }) => b.title)).toEqual([
      'Fortbildungszuschuss',
      'Fachbuch-Paket',
      'Kittel-Service',
      'Team-Frühstück',
    ]);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/benefits', headers: pta.headers });
    const kittel = mine.json().results.find((b: { title: string }) => b.title === 'Kittel-Service');
    expect(kittel).toMatchObject({ canRequest: false, latestRequest: { status: 'approved' } });
  });
});
