import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

function create(payload: Record<string, unknown>, headers = staff.headers) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/admin/campaign-codes', headers, payload });
}

describe('staff campaign codes', () => {
  it('answers 401 to guests and 403 to non-staff on every route', async () => {
    const user = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const calls = [
      { method: 'GET', url: '/api/v1/admin/campaign-codes' },
      { method: 'POST', url: '/api/v1/admin/campaign-codes', payload: { code: 'ABC', value: 1 } },
      { method: 'PATCH', url: '/api/v1/admin/campaign-codes/1', payload: { isActive: false } },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: user.headers })).statusCode).toBe(403);
    }
  });

  it('creates a code in upper case with its window and limit, and refuses the same code in other case', async () => {
    const res = await create({
      code: ' Herbst2026 ',
      value: 30,
      url: '/play/erkaeltung-grundlagen',
      description: 'Herbstaktion',
      maxRedemptions: 100,
      validFrom: '2026-09-01T00:00:00+02:00',
      validTo: '2026-12-01T00:00:00+01:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'HERBST2026',
      value: 30,
      url: '/play/erkaeltung-grundlagen',
      maxRedemptions: 100,
      redemptions: 0,
      validFrom: '2026-08-31T22:00:00.000Z',
      validTo: '2026-11-30T23:00:00.000Z',
      isActive: true,
    });
    const dup = await create({ code: 'herbst2026', value: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('Diesen Aktionscode gibt es bereits.');
  });

  it('rejects bad input with 400', async () => {
    for (const payload of [
      { code: 'AB', value: 5 },
      { code: 'MIT LEERZEICHEN', value: 5 },
      { code: 'OK-CODE', value: 0 },
      { code: 'OK-CODE', value: 5, url: '//evil.example' },
      { code: 'OK-CODE', value: 5, url: 'javascript:alert(1)' },
      { code: 'OK-CODE', value: 5, validFrom: '2026-02-01T00:00:00Z', validTo: '2026-01-01T00:00:00Z' },
      { code: 'OK-CODE', value: 5, maxRedemptions: 0 },
    ]) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lists codes newest first with redemptions and state, paginated', async () => {
    await create({ code: 'LISTE-EINS', value: 1 });
    await create({ code: 'LISTE-ZWEI', value: 2, validTo: '2020-01-01T00:00:00Z' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/campaign-codes?limit=2',
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(body.next).toBe('/api/v1/admin/campaign-codes?limit=2&offset=2');
    expect(body.results.map((c: { code: string }) => c.code)).toEqual(['LISTE-ZWEI', 'LISTE-EINS']);
    expect(body.results[0].state).toBe('expired');
    expect(body.results[1].state).toBe('valid');
  });

  it('deactivates a code, which then answers 412 to users; unknown ids answer 404', async () => {
    const created = (await create({ code: 'BALD-AUS', value: 3 })).json();
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/campaign-codes/${created.id}`,
      headers: staff.headers,
      payload: { isActive: false },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ isActive: false, state: 'inactive' });
    const user = await createViewer(ctx, { job: 'PTA' });
    const redeem = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaign-codes/redeem',
      headers: user.headers,
      payload: { code: 'bald-aus' },
    });
    expect(redeem.statusCode).toBe(412);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/campaign-codes/999999',
      headers: staff.headers,
      payload: { isActive: false },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/campaign-codes/${created.id}`,
      headers: staff.headers,
      payload: { isActive: false, value: 100 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
