import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitRequests } from '../../db/schema/rewards';
import { createBenefit } from '../../ops/seed/rewards-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let member: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
});
afterAll(() => ctx.close());

function request(benefitId: number | string, payload: Record<string, unknown> = {}, headers = member.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/benefits/${benefitId}/requests`, headers, payload });
}

describe('roles on the benefits world', () => {
  it('answers 401 to guests, 403 with the premium message to non-premium users, 403 without the permission', async () => {
    const benefit = await createBenefit(ctx.database.db);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/benefits' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/v1/benefits/${benefit.id}/requests`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me/benefit-requests' })).statusCode).toBe(401);

    const free = await createViewer(ctx, { job: 'PTA' });
    const staff = await createViewer(ctx, { job: null, isStaff: true });
    for (const viewer of [free, staff]) {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/benefits', headers: viewer.headers });
      expect(list.statusCode).toBe(403);
      expect(list.json().error).toMatchObject({
        code: 'PREMIUM_REQUIRED',
        message: 'Für diesen Inhalt benötigst du ApoPunkt Premium.',
      });
      expect((await request(benefit.id, {}, viewer.headers)).statusCode).toBe(403);
    }
    const revoked = await createViewer(ctx, {
      job: 'PTA',
      isPremium: true,
      grants: [{ permission: 'can_request_benefits', granted: false }],
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/benefits', headers: revoked.headers });
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await request(benefit.id, {}, revoked.headers)).json().error.code).toBe('FORBIDDEN');
  });
});

describe('benefits and requests', () => {
  it('lists active benefits in order with the latest request; one pending request per benefit (409)', async () => {
    const later = await createBenefit(ctx.database.db, { title: 'Team-Frühstück', position: 20 });
    const first = await createBenefit(ctx.database.db, { title: 'Fortbildungszuschuss', position: 1 });
    await createBenefit(ctx.database.db, { title: 'Ausgelaufen', isActive: false });

    const created = await request(first.id, { message: '  Für den Kurs Dermopharmazie im Mai. ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      benefit: { id: first.id, title: 'Fortbildungszuschuss' },
      status: 'open',
      message: 'Für den Kurs Dermopharmazie im Mai.',
      note: null,
      decidedAt: null,
    });
    const dup = await request(first.id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Du hast diesen Vorteil bereits angefragt. Wir melden uns bei dir.');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/benefits?limit=500', headers: member.headers });
    expect(list.statusCode).toBe(200);
    const results = list.json().results;
    const titles = results.map((b: { title: string }) => b.title);
    expect(titles.indexOf('Fortbildungszuschuss')).toBeLessThan(titles.indexOf('Team-Frühstück'));
    expect(titles).not.toContain('Ausgelaufen');
    const byId = new Map(results.map((b: { id: number }) => [b.id, b]));
    expect(byId.get(first.id)).toMatchObject({
      canRequest: false,
      latestRequest: { id: created.json().id, status: 'open' },
    });
    expect(byId.get(later.id)).toMatchObject({ canRequest: true, latestRequest: null });
    expect(byId.get(first.id)).not.toHaveProperty('latestRequest.benefit');
  });

  it('allows a new request once the previous one was decided', async () => {
    const benefit = await createBenefit(ctx.database.db);
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const first = (await request(benefit.id, {}, viewer.headers)).json();
    await ctx.database.db.update(benefitRequests).set({ status: 'rejected' }).where(eq(benefitRequests.id, first.id));
    const again = await request(benefit.id, {}, viewer.headers);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.id);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/benefit-requests', headers: viewer.headers });
    expect(mine.json()).toMatchObject({ count: 2, results: [{ id: again.json().id }, { id: first.id }] });
  });

  it('answers 404 for unknown or inactive benefits and 400 for bad input', async () => {
    const inactive = await createBenefit(ctx.database.db, { isActive: false });
    for (const id of [inactive.id, 999999]) {
      const res = await request(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Diesen Vorteil gibt es nicht (mehr).');
    }
    const benefit = await createBenefit(ctx.database.db);
    expect((await request(benefit.id, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await request('abc')).statusCode).toBe(400);
  });

  it('shows a user only their own requests, also after premium ended', async () => {
    const other = await createViewer(ctx, { job: 'PKA' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/benefit-requests', headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
