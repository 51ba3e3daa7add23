import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/organisations';
import { subscriptions } from '../../db/schema/users';
import { createManufacturer, createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
const db = () => ctx.database.db;
let staff: Awaited<ReturnType<typeof createUser>>;
let superuser: Awaited<ReturnType<typeof createUser>>;
let manufacturer: Awaited<ReturnType<typeof createManufacturer>>;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createUser(db(), { isStaff: true, job: null });
  superuser = await createUser(db(), { isStaff: true, isSuperuser: true, job: null });
  manufacturer = await createManufacturer(db(), { name: 'Aaa Pharma' });
  await createManufacturer(db(), { name: 'Bbb Naturheilmittel' });
});
afterAll(() => ctx.close());

async function as(actor: { id: number }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: await authHeaders(ctx, actor),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('GET /api/v1/admin/manufacturers', () => {
  it('lists manufacturers by name, paginated', async () => {
    const res = await as(staff, 'GET', '/api/v1/admin/manufacturers?limit=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      next: '/api/v1/admin/manufacturers?limit=1&offset=1',
      previous: null,
      results: [{ id: manufacturer.id, slug: manufacturer.slug, name: 'Aaa Pharma' }],
    });
  });
});

describe('POST and DELETE /api/v1/admin/users/{id}/subscriptions', () => {
  it('adds a subscription to a customer (201), shows it in the profile and removes it (204)', async () => {
    const customer = await createUser(db(), { job: 'CFR' });
    const url = `/api/v1/admin/users/${customer.id}/subscriptions`;
    const res = await as(staff, 'POST', url, { type: 'FEATURE_DASHBOARD_CFR', manufacturerId: manufacturer.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      type: 'FEATURE_DASHBOARD_CFR',
      manufacturer: { id: manufacturer.id, slug: manufacturer.slug, name: 'Aaa Pharma' },
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: await authHeaders(ctx, customer) });
    expect(me.json().subscriptions).toEqual([res.json()]);

    const removed = await as(staff, 'DELETE', `${url}/${res.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, customer.id))).toHaveLength(0);
  });

  it('answers 409 for a second subscription of the same type', async () => {
    const customer = await createUser(db(), { job: 'CUS' });
    const url = `/api/v1/admin/users/${customer.id}/subscriptions`;
    const body = { type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: manufacturer.id };
    expect((await as(staff, 'POST', url, body)).statusCode).toBe(201);
    const again = await as(staff, 'POST', url, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
  });

  it('answers 412 for a non-customer, 404 for unknown users or manufacturers, 400 for bad input', async () => {
    const pta = await createUser(db(), { job: 'PTA' });
    const customer = await createUser(db(), { job: 'CRM' });
    const body = { type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: manufacturer.id };
    expect((await as(staff, 'POST', `/api/v1/admin/users/${pta.id}/subscriptions`, body)).statusCode).toBe(412);
    expect((await as(staff, 'POST', '/api/v1/admin/users/999999/subscriptions', body)).statusCode).toBe(404);
    const url = `/api/v1/admin/users/${customer.id}/subscriptions`;
    expect((await as(staff, 'POST', url, { ...body, manufacturerId: 999_999 })).statusCode).toBe(404);
    expect((await as(staff, 'POST', url, { ...body, type: 'ACCOUNT' })).statusCode).toBe(400);
    expect((await as(staff, 'POST', url, { type: body.type })).statusCode).toBe(400);
  });

  it("answers 404 when deleting another user's or an unknown subscription", async () => {
    const owner = await createUser(db(), {
      job: 'CUS',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: manufacturer.id }],
    });
    const other = await createUser(db(), { job: 'CUS' });
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect((await as(staff, 'DELETE', `/api/v1/admin/users/${other.id}/subscriptions/${sub?.id}`)).statusCode).toBe(
      404,
    );
    expect((await as(staff, 'DELETE', `/api/v1/admin/users/${owner.id}/subscriptions/999999`)).statusCode).toBe(404);
    expect((await as(staff, 'DELETE', `/api/v1/admin/users/${owner.id}/subscriptions/x`)).statusCode).toBe(400);
  });
});

describe('POST /api/v1/admin/users/{id}/employee/verification', () => {
  const url = (id: number) => `/api/v1/admin/users/${id}/employee/verification`;

  it('verifies the employee at the current workplace and makes a professional premium', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db(), { job: 'PTA', organisationId: org.id });
    const res = await as(staff, 'POST', url(user.id), {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPremium: true, employee: { isVerified: true, organisation: { id: org.id } } });
  });

  it('moves the employee to a given organisation and verifies it when asked', async () => {
    const org = await createOrganisation(db(), { isVerified: false });
    const user = await createUser(db(), { job: 'PHP' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/organisation-creation-requests',
      headers: await authHeaders(ctx, user),
      payload: { name: 'Neue Apotheke', street: 'Weg 2', zip: '01067', city: 'Dresden' },
    });
    const refused = await as(staff, 'POST', url(user.id), { organisationId: org.id });
    expect(refused.statusCode).toBe(412);
    const res = await as(staff, 'POST', url(user.id), { organisationId: org.id, verifyOrganisation: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isPremium: true,
      employee: { isVerified: true, organisation: { id: org.id, isVerified: true }, creationRequest: null },
    });
    const [row] = await db().select().from(organisations).where(eq(organisations.id, org.id));
    expect(row?.isVerified).toBe(true);
  });

  it('verifies without premium for business jobs or unconfirmed e-mails', async () => {
    const org = await createOrganisation(db());
    for (const input of [{ job: 'CFR' as const }, { emailConfirmed: false }]) {
      const user = await createUser(db(), { ...input, organisationId: org.id });
      const res = await as(staff, 'POST', url(user.id), {});
      expect(res.json()).toMatchObject({ isPremium: false, employee: { isVerified: true } });
    }
  });

  it('answers 412 without a workplace, 404 for unknown users or organisations, 403 on a superuser for staff', async () => {
    const user = await createUser(db());
    expect((await as(staff, 'POST', url(user.id), {})).statusCode).toBe(412);
    expect((await as(staff, 'POST', url(user.id), { organisationId: 999_999 })).statusCode).toBe(404);
    expect((await as(staff, 'POST', url(999_999), {})).statusCode).toBe(404);
    expect((await as(staff, 'POST', url(user.id), { organisationId: 'x' })).statusCode).toBe(400);
    const org = await createOrganisation(db());
    const boss = await createUser(db(), { isStaff: true, isSuperuser: true, organisationId: org.id });
    expect((await as(staff, 'POST', url(boss.id), {})).statusCode).toBe(403);
    expect((await as(superuser, 'POST', url(boss.id), {})).statusCode).toBe(200);
  });
});
