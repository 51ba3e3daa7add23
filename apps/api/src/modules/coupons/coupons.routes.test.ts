import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createCouponOffer, givePremiumPoints } from '../../ops/seed/rewards-factories';
import { createViewer, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';

let ctx: TestContext;
let buyer: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true, firstName: 'Bea' });
  await givePremiumPoints(ctx.database.db, buyer.user.id, 500);
});
afterAll(() => ctx.close());

const premiumMessage = 'Für diesen Inhalt benötigst du ApoPunkt Premium.';
const noAccess =
  'Du kannst diesen Inhalt nicht sehen. Bitte wende dich an den Support, wenn du denkst, dass dies ein Fehler ist.';

function buy(offerId: number | string, headers?: { authorization: string }, idempotencyKey?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/coupons/${offerId}/purchases`,
    headers: { ...headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}
function shop(query = '', headers = buyer.headers) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/coupons${query}`, headers });
}

describe('roles on the voucher shop', () => {
  it('answers 401 to guests on every route', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/coupons' })).statusCode).toBe(401);
    expect((await buy(1)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me/coupons' })).statusCode).toBe(401);
  });

  it('answers 403 with the premium message to non-premium users (staff included)', async () => {
    for (const viewer of [
      await createViewer(ctx, { job: 'PTA', isPremium: false }),
      await createViewer(ctx, { job: null, isStaff: true }),
    ]) {
      for (const res of [await shop('', viewer.headers), await buy(1, viewer.headers)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatchObject({ code: 'PREMIUM_REQUIRED', message: premiumMessage });
      }
    }
  });

  it('answers 403 without can_view_coupons (list) or can_buy_coupons (purchase)', async () => {
    const noView = await createViewer(ctx, {
      job: 'PTA',
      isPremium: true,
      grants: [{ permission: 'can_view_coupons', granted: false }],
    });
    expect((await shop('', noView.headers)).json().error).toMatchObject({ code: 'FORBIDDEN', message: noAccess });
    const noBuy = await createViewer(ctx, {
      job: 'PTA',
      isPremium: true,
      grants: [{ permission: 'can_buy_coupons', granted: false }],
    });
    expect((await shop('', noBuy.headers)).statusCode).toBe(200);
    const { offer } = await createCouponOffer(ctx.database.db);
    expect((await buy(offer.id, noBuy.headers)).json().error).toMatchObject({ code: 'FORBIDDEN', message: noAccess });
  });
});

describe('GET /api/v1/coupons', () => {
  it('lists active offers cheapest first with stock, redeemability and the balance; redeemable_first reorders', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, viewer.user.id, 150);
    const cheapEmpty = await createCouponOffer(ctx.database.db, { price: 50, codes: 0 });
    const affordable = await createCouponOffer(ctx.database.db, {
      price: 150,
      valueCents: 1500,
      partner: { name: 'Bücherwelt Test', logo: '/media/partner.svg', shortDescription: 'Bücher aller Art' },
    });
    const pricey = await createCouponOffer(ctx.database.db, { price: 151, codes: 5 });
    await createCouponOffer(ctx.database.db, { price: 10, isActive: false });

    const res = await shop('?limit=500', viewer.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balance).toBe(150);
    const ids = body.results.map((o: { id: number }) => o.id);
    expect(ids.indexOf(cheapEmpty.offer.id)).toBeLessThan(ids.indexOf(affordable.offer.id));
    expect(ids.indexOf(affordable.offer.id)).toBeLessThan(ids.indexOf(pricey.offer.id));
    const byId = new Map(body.results.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(affordable.offer.id)).toEqual({
      id: affordable.offer.id,
      partner: { name: 'Bücherwelt Test', logo: '/media/partner.svg', shortDescription: 'Bücher aller Art' },
      title: affordable.offer.title,
      description: affordable.offer.description,
      value: 1500,
      price: 150,
      available: 3,
      isRedeemable: true,
    });
    expect(byId.get(cheapEmpty.offer.id)).toMatchObject({ available: 0, isRedeemable: false });
    expect(byId.get(pricey.offer.id)).toMatchObject({ available: 5, isRedeemable: false });
    expect(byId.get(cheapEmpty.offer.id)).not.toHaveProperty('partner.logo');
    expect(body.results.every((o: { price: number }) => o.price !== 10)).toBe(true);

    const first = (await shop('?redeemable_first=true&limit=500', viewer.headers)).json().results;
    const firstUnredeemable = first.findIndex((o: { isRedeemable: boolean }) => !o.isRedeemable);
    expect(first.slice(firstUnredeemable).every((o: { isRedeemable: boolean }) => !o.isRedeemable)).toBe(true);
    expect(first[0].isRedeemable).toBe(true);
  });

  it('paginates and rejects bad query parameters with 400', async () => {
    await createCouponOffer(ctx.database.db);
    await createCouponOffer(ctx.database.db);
    const body = (await shop('?limit=1')).json();
    expect(body.results).toHaveLength(1);
    expect(body.next).toBe('/api/v1/coupons?limit=1&offset=1');
    expect((await shop('?limit=0')).statusCode).toBe(400);
    expect((await shop('?redeemable_first=vielleicht')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/coupons/{id}/purchases', () => {
  it('hands out a code, takes the price by a PURCHASE transfer and mails the code', async () => {
    const { offer, partner, codes } = await createCouponOffer(ctx.database.db, { price: 200, valueCents: 2500 });
    const res = await buy(offer.id, buyer.headers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      purchase: {
        id: expect.any(Number),
        code: codes[0],
        cancelledAt: null,
        offer: {
          id: offer.id,
          partner: { name: partner.name, shortDescription: partner.shortDescription },
          title: offer.title,
          description: offer.description,
          value: 2500,
          price: 200,
        },
        price: 200,
        createdAt: expect.any(String),
      },
      balance: 300,
    });
    expect((await scoresOf(ctx.database.db, buyer.user.id)).premiumScore).toBe(300);
    const history = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers: buyer.headers });
    expect(history.json().results[0]).toMatchObject({ transactionType: 'PURCHASE', value: 200, isIncome: false });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.user.email));
    expect(mails.at(-1)?.subject).toBe(`Dein Gutschein von ${partner.name}`);
    expect(mails.at(-1)?.text).toContain(`Code: ${codes[0]}`);
    expect(mails.at(-1)?.text).toContain('25,00');

    const second = (await buy(offer.id, buyer.headers)).json();
    expect(second.purchase.code).toBe(codes[1]);
    expect(second.balance).toBe(100);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/coupons', headers: buyer.headers });
    expect(mine.json().results.map((p: { code: string }) => p.code)).toEqual([codes[1], codes[0]]);
    expect(mine.json().results[0].offer.id).toBe(offer.id);
  });

  it('answers 412 without enough points and keeps the code in stock', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, viewer.user.id, 99);
    const { offer } = await createCouponOffer(ctx.database.db, { price: 100, codes: 1 });
    const res = await buy(offer.id, viewer.headers);
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Du hast nicht genügend Prämienpunkte.',
    });
    expect((await scoresOf(ctx.database.db, viewer.user.id)).premiumScore).toBe(99);
    const listed = (await shop('?limit=500', viewer.headers))
      .json()
      .results.find((o: { id: number }) => o.id === offer.id);
    expect(listed.available).toBe(1);
    const newbie = await createViewer(ctx, { job: 'PTA', isPremium: true });
    expect((await buy(offer.id, newbie.headers)).statusCode).toBe(412);
  });

  it('answers 409 when sold out, 404 for unknown or inactive offers, 400 for a bad id', async () => {
    const soldOut = await createCouponOffer(ctx.database.db, { price: 1, codes: 0 });
    const res = await buy(soldOut.offer.id, buyer.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Dieser Gutschein ist leider vergriffen.');
    const inactive = await createCouponOffer(ctx.database.db, { price: 1, isActive: false });
    for (const id of [inactive.offer.id, 999999]) {
      const missing = await buy(id, buyer.headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Diesen Gutschein gibt es nicht (mehr).');
    }
    expect((await buy('abc', buyer.headers)).statusCode).toBe(400);
  });
});

describe('Idempotency-Key on POST /api/v1/coupons/{id}/purchases', () => {
  it('buys once per key: a replay answers the same purchase, takes no points and sends no mail', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, viewer.user.id, 300);
    const { offer, codes } = await createCouponOffer(ctx.database.db, { price: 100, codes: 5 });
    const key = crypto.randomUUID();
    const first = await buy(offer.id, viewer.headers, key);
    expect(first.statusCode).toBe(201);
    const replay = await buy(offer.id, viewer.headers, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(first.json().purchase.code).toBe(codes[0]);
    expect((await scoresOf(ctx.database.db, viewer.user.id)).premiumScore).toBe(200);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/coupons', headers: viewer.headers });
    expect(mine.json().count).toBe(1);
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, viewer.user.email));
    expect(mails.filter((m) => m.text.includes(codes[0] as string))).toHaveLength(1);

    const other = await buy(offer.id, viewer.headers, crypto.randomUUID());
    expect(other.json().purchase.code).toBe(codes[1]);
    expect(other.json().balance).toBe(100);
  });

  it('refuses the same key for another offer (409) and keeps keys apart per user', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const friend = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, viewer.user.id, 300);
    await givePremiumPoints(ctx.database.db, friend.user.id, 300);
    const a = await createCouponOffer(ctx.database.db, { price: 100 });
    const b = await createCouponOffer(ctx.database.db, { price: 100 });
    const key = 'kauf-absicht-0001';
    expect((await buy(a.offer.id, viewer.headers, key)).statusCode).toBe(201);
    const reused = await buy(b.offer.id, viewer.headers, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.details).toEqual({ reason: 'IDEMPOTENCY_KEY_REUSED' });
    const friendBuys = await buy(a.offer.id, friend.headers, key);
    expect(friendBuys.statusCode).toBe(201);
    expect(friendBuys.json().balance).toBe(200);
    expect((await scoresOf(ctx.database.db, viewer.user.id)).premiumScore).toBe(200);
  });

  it('lets a key whose purchase failed try again, and rejects malformed keys with 400', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, viewer.user.id, 50);
    const { offer } = await createCouponOffer(ctx.database.db, { price: 100 });
    const key = crypto.randomUUID();
    expect((await buy(offer.id, viewer.headers, key)).statusCode).toBe(412);
    await givePremiumPoints(ctx.database.db, viewer.user.id, 50);
    expect((await buy(offer.id, viewer.headers, key)).statusCode).toBe(201);
    for (const bad of ['kurz', 'mit leerzeichen drin', 'x'.repeat(101)]) {
      expect((await buy(offer.id, viewer.headers, bad)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/v1/me/coupons', () => {
  it('is empty for a user without purchases, also when not premium', async () => {
    const viewer = await createViewer(ctx, { job: 'PKA' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/coupons', headers: viewer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('leaves the ledger consistent', async () => {
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});
