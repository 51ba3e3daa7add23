import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCouponOffer, givePremiumPoints } from '../../ops/seed/rewards-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

/** A multipart/form-data body with one file field, as a browser form upload sends it. */
function multipart(content: string | Buffer, filename = 'codes.csv') {
  const boundary = `----apopunkt${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(offerId: number, content: string | Buffer, headers = staff.headers) {
  const body = multipart(content);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/coupon-offers/${offerId}/codes`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const offerBody = {
  partner: { name: 'Kino Lichtspiel Test', shortDescription: 'Kinogutscheine für alle Säle' },
  title: 'Kinogutschein 2 Personen',
  description: 'Zwei Eintrittskarten für einen Film deiner Wahl.',
  value: 2000,
  price: 400,
};

describe('staff coupon routes', () => {
  it('answers 401 to guests and 403 to non-staff', async () => {
    const user = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const calls = [
      { method: 'GET', url: '/api/v1/admin/coupon-offers' },
      { method: 'POST', url: '/api/v1/admin/coupon-offers', payload: offerBody },
      { method: 'PATCH', url: '/api/v1/admin/coupon-offers/1', payload: { isActive: false } },
      { method: 'GET', url: '/api/v1/admin/coupon-dashboard' },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: user.headers })).statusCode).toBe(403);
    }
    expect((await upload(1, 'A1', { authorization: '' })).statusCode).toBe(401);
    expect((await upload(1, 'A1', user.headers)).statusCode).toBe(403);
  });

  it('creates offers, sharing the partner by name, and changes or deactivates them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupon-offers',
      headers: staff.headers,
      payload: offerBody,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      partner: offerBody.partner,
      title: offerBody.title,
      value: 2000,
      price: 400,
      isActive: true,
      available: 0,
      sold: 0,
    });
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupon-offers',
      headers: staff.headers,
      payload: {
        ...offerBody,
        title: 'Kinogutschein 1 Person',
        partner: { ...offerBody.partner, logo: '/media/kino.svg' },
      },
    });
    expect(second.json().partner).toEqual({ ...offerBody.partner, logo: '/media/kino.svg' });

    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/coupon-offers/${created.id}`,
      headers: staff.headers,
      payload: { price: 450, isActive: false },
    });
    expect(patch.json()).toMatchObject({ price: 450, isActive: false });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/coupon-offers', headers: staff.headers });
    expect(list.json().results.find((o: { id: number }) => o.id === created.id)).toMatchObject({ isActive: false });
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/coupon-offers/999999',
      headers: staff.headers,
      payload: { isActive: false },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rejects bad offers with 400', async () => {
    for (const payload of [
      { ...offerBody, price: 0 },
      { ...offerBody, value: 12.5 },
      { ...offerBody, title: '' },
      { ...offerBody, partner: { name: 'X' } },
      { ...offerBody, partner: { ...offerBody.partner, logo: 'http://unsicher.example/logo.png' } },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/coupon-offers',
        headers: staff.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST /api/v1/admin/coupon-offers/{id}/codes (CSV upload)', () => {
  it('stores good lines and reports bad ones with line and reason', async () => {
    const { offer } = await createCouponOffer(ctx.database.db, { codes: ['SCHON-DA'] });
    const csv = [
      'Code',
      'NEU-1',
      ' "NEU-2" ',
      '',
      'NEU-1',
      'SCHON-DA',
      'A'.repeat(65),
      'mit leerzeichen',
      'NEU-3',
      '',
    ].join('\r\n');
    const res = await upload(offer.id, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accepted: 3,
      rejected: [
        { line: 4, reason: 'Leere Zeile' },
        { line: 5, reason: 'Der Code steht bereits in Zeile 2.' },
        { line: 6, reason: 'Den Code gibt es für diesen Gutschein bereits.' },
        { line: 7, reason: 'Der Code ist länger als 64 Zeichen.' },
        { line: 8, reason: 'Der Code enthält Leer- oder Steuerzeichen.' },
      ],
    });
    const again = await upload(offer.id, 'NEU-1\nNEU-4\n');
    expect(again.json()).toEqual({
      accepted: 1,
      rejected: [{ line: 1, reason: 'Den Code gibt es für diesen Gutschein bereits.' }],
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/coupon-offers?limit=500',
      headers: staff.headers,
    });
    expect(list.json().results.find((o: { id: number }) => o.id === offer.id).available).toBe(5);
  });

  it('answers 400 without a multipart file or for a too large file, 404 for an unknown offer', async () => {
    const { offer } = await createCouponOffer(ctx.database.db, { codes: 0 });
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/coupon-offers/${offer.id}/codes`,
      headers: staff.headers,
      payload: { codes: ['A'] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Bitte lade eine CSV-Datei mit einem Gutscheincode pro Zeile hoch.');
    const boundary = '----leer';
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/coupon-offers/${offer.id}/codes`,
      headers: { ...staff.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhallo\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    const big = await upload(offer.id, Buffer.alloc(1024 * 1024 + 10, 'A'));
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe('Die Datei ist zu groß. Bitte teile sie in mehrere Dateien auf.');
    expect((await upload(999999, 'X1')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/admin/coupon-dashboard', () => {
  it('shows stock and sales per offer and the shop totals', async () => {
    const { offer } = await createCouponOffer(ctx.database.db, { price: 100, codes: 4 });
    const buyer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    await givePremiumPoints(ctx.database.db, buyer.user.id, 250);
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/coupons/${offer.id}/purchases`,
        headers: buyer.headers,
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/coupon-dashboard?limit=500',
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.results.find((r: { offer: { id: number } }) => r.offer.id === offer.id);
    expect(row).toMatchObject({ isActive: true, available: 2, sold: 2, soldLast30Days: 2, pointsSpent: 200 });
    expect(new Date(row.lastSoldAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.totals.sold).toBeGreaterThanOrEqual(2);
    expect(body.totals.pointsSpent).toBeGreaterThanOrEqual(200);
    expect(body.totals.offers).toBe(body.count);
    await createCouponOffer(ctx.database.db, { codes: 0 });
    const again = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/coupon-dashboard?limit=500', headers: staff.headers })
    ).json();
    type Row = { isActive: boolean; available: number };
    const soldOut = again.results.filter((r: Row) => r.isActive && r.available === 0).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(again.totals.soldOutOffers).toBe(soldOut);
    expect(again.totals.available).toBe(again.results.reduce((sum: number, r: Row) => sum + r.available, 0));
    const unsold = body.results.find((r: { sold: number }) => r.sold === 0);
    expect(unsold).toMatchObject({ soldLast30Days: 0, pointsSpent: 0, lastSoldAt: null });
  });
});
