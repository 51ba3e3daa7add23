import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createBenefit } from '../../ops/seed/rewards-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

async function openRequest(benefitId: number, message?: string) {
  const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, firstName: 'Nele', lastName: 'Nord' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/benefits/${benefitId}/requests`,
    headers: viewer.headers,
    payload: message ? { message } : {},
  });
  expect(res.statusCode).toBe(201);
  return { viewer, request: res.json() };
}

function decide(id: number | string, payload: Record<string, unknown>, headers = staff.headers) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/benefit-requests/${id}`, headers, payload });
}

describe('staff benefit routes', () => {
  it('answers 401 to guests and 403 to non-staff', async () => {
    const user = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const calls = [
      { method: 'GET', url: '/api/v1/admin/benefit-requests' },
      { method: 'PATCH', url: '/api/v1/admin/benefit-requests/1', payload: { status: 'approved' } },
      { method: 'GET', url: '/api/v1/admin/benefits' },
      { method: 'POST', url: '/api/v1/admin/benefits', payload: { title: 'X', description: 'Y' } },
      { method: 'PATCH', url: '/api/v1/admin/benefits/1', payload: { isActive: false } },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: user.headers })).statusCode).toBe(403);
    }
  });

  it('lists requests oldest first with the user, filtered by status', async () => {
    const benefit = await createBenefit(ctx.database.db, { title: 'Fachbuch-Paket' });
    const a = await openRequest(benefit.id, 'Bitte das Buch zur Dermopharmazie.');
    const b = await openRequest(benefit.id);
    await decide(b.request.id, { status: 'rejected' });
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/benefit-requests?status=open&limit=500',
      headers: staff.headers,
    });
    expect(open.statusCode).toBe(200);
    const ids = open.json().results.map((r: { id: number }) => r.id);
    expect(ids).toContain(a.request.id);
    expect(ids).not.toContain(b.request.id);
    expect(open.json().results.find((r: { id: number }) => r.id === a.request.id)).toMatchObject({
      benefit: { id: benefit.id, title: 'Fachbuch-Paket' },
      status: 'open',
      message: 'Bitte das Buch zur Dermopharmazie.',
      user: { id: a.viewer.user.id, firstName: 'Nele', lastName: 'Nord', email: a.viewer.user.email },
    });
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/benefit-requests?limit=500',
      headers: staff.headers,
    });
    const allIds = all.json().results.map((r: { id: number }) => r.id);
    expect(allIds.indexOf(a.request.id)).toBeLessThan(allIds.indexOf(b.request.id));
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/benefit-requests?status=kaputt',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts on the dashboard exactly the requests the list opens with (open and approved, not final)', async () => {
    const benefit = await createBenefit(ctx.database.db, { title: 'Fortbildungsgutschein' });
    const open = await openRequest(benefit.id);
    const approved = await openRequest(benefit.id);
    const rejected = await openRequest(benefit.id);
    expect((await decide(approved.request.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await decide(rejected.request.id, { status: 'rejected' })).statusCode).toBe(200);

    const dashboard = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: staff.headers });
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/benefit-requests?status=pending&limit=500',
      headers: staff.headers,
    });
    expect(pending.statusCode).toBe(200);
    const ids = pending.json().results.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([open.request.id, approved.request.id]));
    expect(ids).not.toContain(rejected.request.id);
    expect(pending.json().count).toBe(ids.length);
    expect(dashboard.json().queues.benefitRequests).toBe(pending.json().count);
  });

  it('approves, then fulfils a request, mailing the user each time; final requests answer 409', async () => {
    const benefit = await createBenefit(ctx.database.db, { title: 'Kittel-Service' });
    const { viewer, request } = await openRequest(benefit.id);
    const approved = await decide(request.id, { status: 'approved', note: 'Wir schicken dir zwei Kittel in M.' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', note: 'Wir schicken dir zwei Kittel in M.' });
    expect(approved.json().decidedAt).toBeTruthy();
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/benefit-requests', headers: viewer.headers });
    expect(mine.json().results[0]).toMatchObject({ status: 'approved', note: 'Wir schicken dir zwei Kittel in M.' });

    const fulfilled = await decide(request.id, { status: 'fulfilled' });
    expect(fulfilled.json()).toMatchObject({ status: 'fulfilled', note: 'Wir schicken dir zwei Kittel in M.' });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, viewer.user.email));
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Deine Anfrage „Kittel-Service“ bei ApoPunkt');
    expect(mails[0]?.text).toContain('wurde genehmigt');
    expect(mails[0]?.text).toContain('Wir schicken dir zwei Kittel in M.');
    expect(mails[1]?.text).toContain('ist erledigt');

    const late = await decide(request.id, { status: 'rejected' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Diese Anfrage ist bereits abgeschlossen.');
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, viewer.user.email))).toHaveLength(2);
  });

  it('answers 404 for unknown requests and 400 for bad decisions', async () => {
    expect((await decide(999999, { status: 'approved' })).statusCode).toBe(404);
    const benefit = await createBenefit(ctx.database.db);
    const { request } = await openRequest(benefit.id);
    expect((await decide(request.id, { status: 'open' })).statusCode).toBe(400);
    expect((await decide(request.id, { status: 'approved', note: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await decide('abc', { status: 'approved' })).statusCode).toBe(400);
  });

  it('creates, lists and deactivates benefits with their pending requests', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/benefits',
      headers: staff.headers,
      payload: { title: 'Team-Frühstück', description: 'Ein Frühstück für dein Apothekenteam.', position: 5 },
    });
    expect(created.statusCode).toBe(201);
    const benefit = created.json();
    expect(benefit).toMatchObject({
      title: 'Team-Frühstück',
      isActive: true,
      position: 5,
      image: null,
      openRequests: 0,
    });
    await openRequest(benefit.id);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/benefits?limit=500',
      headers: staff.headers,
    });
    expect(list.json().results.find((b: { id: number }) => b.id === benefit.id).openRequests).toBe(1);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/benefits/${benefit.id}`,
      headers: staff.headers,
      payload: { isActive: false },
    });
    expect(patch.json()).toMatchObject({ isActive: false, openRequests: 1 });
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/benefits/999999',
      headers: staff.headers,
      payload: { isActive: false },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/benefits',
      headers: staff.headers,
      payload: { title: '', description: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
