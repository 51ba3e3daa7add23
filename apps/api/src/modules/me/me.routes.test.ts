import { userSchema } from '@apopunkt/domain/schemas/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, organisationCreationRequests } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { createManufacturer, createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function patchMe(user: { id: number }, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: await authHeaders(ctx, user), payload });
}

async function employeeOf(userId: number) {
  const [row] = await db().select().from(employees).where(eq(employees.userId, userId));
  return row;
}

async function userRow(userId: number) {
  const [row] = await db().select().from(users).where(eq(users.id, userId));
  return row;
}

describe('GET /api/v1/me', () => {
  it('answers the full spec §3 user record', async () => {
    const org = await createOrganisation(db(), {
      name: 'Löwen-Apotheke',
      street: 'Markt 3',
      zip: '04109',
      city: 'Leipzig',
    });
    const manufacturer = await createManufacturer(db(), { name: 'Sonnenhof' });
    const user = await createUser(db(), {
      firstName: 'Paula',
      job: 'PTA',
      isPremium: true,
      organisationId: org.id,
      employeeVerified: true,
      hasAcceptedNewsletter: true,
      grants: [{ permission: 'can_buy_coupons', granted: false }],
    });
    const customer = await createUser(db(), {
      job: 'CUS',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: manufacturer.id }],
    });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: await authHeaders(ctx, user) });
    expect(res.statusCode).toBe(200);
    const body = userSchema.parse(res.json());
    expect(body).toMatchObject({
      id: user.id,
      uuid: user.uuid,
      firstName: 'Paula',
      email: user.email,
      job: 'PTA',
      isPremium: true,
      hasAcceptedNewsletter: true,
      isEmailConfirmed: true,
      referrerCode: user.referrerCode,
      subscriptions: [],
      employee: {
        isVerified: true,
        organisation: {
          id: org.id,
          name: 'Löwen-Apotheke',
          type: 'PHA',
          isVerified: true,
          address: { street: 'Markt 3', zip: '04109', city: 'Leipzig' },
        },
        creationRequest: null,
      },
    });
    expect(body.permissions).toHaveLength(12);
    expect(body.permissions).not.toContain('can_buy_coupons');
    expect(res.json()).not.toHaveProperty('passwordHash');

    const customerRes = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: await authHeaders(ctx, customer),
    });
    expect(customerRes.json().subscriptions).toEqual([
      {
        id: expect.any(Number),
        type: 'FEATURE_DASHBOARD_MODULES',
        manufacturer: { id: manufacturer.id, slug: manufacturer.slug, name: 'Sonnenhof' },
      },
    ]);
    expect(customerRes.json().permissions.every((p: string) => p.startsWith('can_view_'))).toBe(true);
    expect(customerRes.json().employee).toBeNull();
  });

  it('answers 401 without a token, with a bad token, with an open 2FA step and for a deactivated user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('TOKEN_INVALID');
    const user = await createUser(db());
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: await authHeaders(ctx, user, { otp: 'pending' }),
    });
    expect(pending.json().error.code).toBe('OTP_REQUIRED');
    const inactive = await createUser(db(), { isActive: false });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: await authHeaders(ctx, inactive) });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/me', () => {
  it('changes names, salutation, birth date and a professional job', async () => {
    const user = await createUser(db(), { job: 'PTA' });
    const res = await patchMe(user, {
      firstName: '  Petra ',
      lastName: 'Pillmann',
      gender: 'DI',
      dateOfBirth: '1988-02-29',
      job: 'PHP',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Petra',
      lastName: 'Pillmann',
      gender: 'DI',
      dateOfBirth: '1988-02-29',
      job: 'PHP',
    });
    const cleared = await patchMe(user, { dateOfBirth: null });
    expect(cleared.json().dateOfBirth).toBeNull();
  });

  it('rejects an e-mail change, unknown fields and bad values with 400', async () => {
    const user = await createUser(db());
    const email = await patchMe(user, { email: 'neu@example.de' });
    expect(email.statusCode).toBe(400);
    expect(email.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(email.json().error.details)).toContain('Die E-Mail-Adresse kann hier nicht geändert werden.');
    for (const payload of [
      { isPremium: true },
      { firstName: '' },
      { gender: 'XX' },
      { job: 'DOC' },
      { dateOfBirth: '2001-02-30' },
      { dateOfBirth: '17.05.1990' },
      { dateOfBirth: '2999-01-01' },
      { currentPlace: 'abc' },
    ]) {
      const res = await patchMe(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await userRow(user.id))?.isPremium).toBe(false);
  });

  it('refuses moves into and out of the business jobs (403)', async () => {
    const pta = await createUser(db(), { job: 'PTA' });
    const into = await patchMe(pta, { job: 'CUS' });
    expect(into.statusCode).toBe(403);
    expect(into.json().error.message).toContain('Support');
    const cfr = await createUser(db(), { job: 'CFR' });
    expect((await patchMe(cfr, { job: 'PTA' })).statusCode).toBe(403);
    expect((await patchMe(cfr, { job: 'CFR', firstName: 'Frieda' })).statusCode).toBe(200);
  });

  it('moves to another workplace: unverified, change time set, premium lost', async () => {
    const oldOrg = await createOrganisation(db());
    const newOrg = await createOrganisation(db());
    const user = await createUser(db(), { isPremium: true, organisationId: oldOrg.id, employeeVerified: true });
    const before = await employeeOf(user.id);

    const res = await patchMe(user, { currentPlace: newOrg.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPremium).toBe(false);
    expect(res.json().employee).toMatchObject({ isVerified: false, organisation: { id: newOrg.id } });
    const after = await employeeOf(user.id);
    expect(after?.verifiedAt).toBeNull();
    expect(after?.lastOrganisationChangeAt?.getTime()).toBeGreaterThanOrEqual(
      before?.lastOrganisationChangeAt?.getTime() ?? 0,
    );
  });

  it('keeps verification and premium when the same workplace is sent again', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db(), { isPremium: true, organisationId: org.id, employeeVerified: true });
    const res = await patchMe(user, { currentPlace: org.id, unemployed: false, firstName: 'Paula' });
    expect(res.json()).toMatchObject({ isPremium: true, employee: { isVerified: true } });
  });

  it('creates the employee on a first workplace and records unemployment', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db());
    const first = await patchMe(user, { currentPlace: org.id });
    expect(first.json().employee).toMatchObject({ isVerified: false, organisation: { id: org.id } });
    expect(first.json().employee.lastOrganisationChangeAt).toEqual(expect.any(String));

    const unemployed = await patchMe(user, { unemployed: true });
    expect(unemployed.json().employee.organisation).toBeNull();
    expect((await employeeOf(user.id))?.isUnemployed).toBe(true);

    const back = await patchMe(user, { unemployed: false });
    expect(back.statusCode).toBe(200);
    expect((await employeeOf(user.id))?.isUnemployed).toBe(false);
  });

  it('answers 404 for unknown or unverified organisations and 400 for a place plus unemployed', async () => {
    const user = await createUser(db());
    const hidden = await createOrganisation(db(), { isVerified: false });
    expect((await patchMe(user, { currentPlace: 999_999 })).statusCode).toBe(404);
    expect((await patchMe(user, { currentPlace: hidden.id })).statusCode).toBe(404);
    const both = await patchMe(user, { currentPlace: hidden.id, unemployed: true });
    expect(both.statusCode).toBe(400);
    expect(await employeeOf(user.id)).toBeUndefined();
  });

  it('clears a pending creation request when a listed workplace is chosen', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db());
    const headers = await authHeaders(ctx, user);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/organisation-creation-requests',
      headers,
      payload: { name: 'Neue Apotheke', street: 'Weg 1', zip: '12345', city: 'Halle' },
    });
    expect(created.statusCode).toBe(201);
    const res = await patchMe(user, { currentPlace: org.id });
    expect(res.json().employee).toMatchObject({ organisation: { id: org.id }, creationRequest: null });
    const [request] = await db()
      .select()
      .from(organisationCreationRequests)
      .where(eq(organisationCreationRequests.userId, user.id));
    expect(request?.status).toBe('pending');
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});
