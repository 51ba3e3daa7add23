import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, organisationCreationRequests } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { guardedCall, inject, registrationBody, requestEmailCode, signIn, uniqueEmail } from './auth-test-helpers';

const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

function register(body: object) {
  return inject(ctx, { method: 'POST', url: '/api/v1/users', payload: body });
}

async function withCode(overrides: Parameters<typeof registrationBody>[0] = {}) {
  const email = overrides.email ?? uniqueEmail();
  const code = await requestEmailCode(ctx, email);
  return registrationBody({ ...overrides, email, emailVerificationCode: code });
}

async function userByEmail(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/v1/users', () => {
  it('registers with the mailed code, confirms the e-mail and signs in (201)', async () => {
    const org = await createOrganisation(ctx.database.db);
    const body = await withCode({ currentPlace: org.id, unemployed: false, hasAcceptedNewsletter: true });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const tokens = res.json();
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);
    expect((await guardedCall(ctx, tokens.access)).statusCode).toBe(200);

    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      firstName: 'Greta',
      lastName: 'Grün',
      gender: 'FE',
      dateOfBirth: '1995-03-14',
      job: 'PTA',
      hasAcceptedNewsletter: true,
      emailConfirmedAt: clock.now(),
      acceptedTosAt: clock.now(),
      is2faEnabled: false,
    });
    expect(user?.referrerCode).toMatch(/^[A-Z2-9]{8}$/);
    const [employee] = await ctx.database.db.select().from(employees).where(eq(employees.userId, user!.id));
    expect(employee).toMatchObject({ organisationId: org.id, isUnemployed: false, isVerified: false });
    await expect(signIn(ctx, body.email, body.password)).resolves.toHaveProperty('access');
  });

  it('records an organisation creation request and links it to the employee row', async () => {
    const body = await withCode({
      unemployed: false,
      organisationRequest: { name: 'Neue Apotheke', street: 'Lindenweg 3', zip: '04109', city: 'Leipzig' },
    });
    expect((await register(body)).statusCode).toBe(201);
    const user = await userByEmail(body.email);
    const [request] = await ctx.database.db
      .select()
      .from(organisationCreationRequests)
      .where(eq(organisationCreationRequests.userId, user!.id));
    expect(request).toMatchObject({ name: 'Neue Apotheke', zip: '04109', status: 'pending' });
    const [employee] = await ctx.database.db.select().from(employees).where(eq(employees.userId, user!.id));
    expect(employee).toMatchObject({ organisationId: null, isUnemployed: false, creationRequestId: request!.id });
  });

  it('links the referrer by code (any case) and refuses unknown codes', async () => {
    const referrer = await createUser(ctx.database.db);
    const body = await withCode({ referredBy: ` ${referrer.referrerCode.toLowerCase()} ` });
    expect((await register(body)).statusCode).toBe(201);
    expect((await userByEmail(body.email))?.referredById).toBe(referrer.id);

    const unknown = await register(await withCode({ referredBy: 'ZZZZZZZZ' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].path).toBe('/referredBy');
    const empty = await register(await withCode({ referredBy: '' }));
    expect(empty.statusCode).toBe(201);
  });

  it('refuses a wrong code and, after five attempts, even the right one', async () => {
    const body = await withCode();
    const wrong = body.emailVerificationCode === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await register({ ...body, emailVerificationCode: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].path).toBe('/emailVerificationCode');
    }
    const exhausted = await register(body);
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().error.message).toMatch(/Bestätigungscode/);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('refuses an expired code and only accepts the newest one', async () => {
    const body = await withCode();
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await register(body)).statusCode).toBe(400);

    const first = await withCode();
    const newer = await requestEmailCode(ctx, first.email);
    if (newer !== first.emailVerificationCode) expect((await register(first)).statusCode).toBe(400);
    expect((await register({ ...first, emailVerificationCode: newer })).statusCode).toBe(201);
  });

  it('uses the code up: the same form a second time fails', async () => {
    const body = await withCode();
    expect((await register(body)).statusCode).toBe(201);
    expect((await register(body)).statusCode).toBe(400);
  });

  it('answers 409 EMAIL_TAKEN when the address got an account after the code was sent', async () => {
    const body = await withCode();
    await createUser(ctx.database.db, { email: body.email.toUpperCase() });
    const res = await register(body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['terms not accepted', { hasAcceptedTerms: false }, '/hasAcceptedTerms'],
    ['passwords differ', { passwordRepeat: 'ein-anderes-passwort' }, '/passwordRepeat'],
    ['password too short', { password: 'kurz', passwordRepeat: 'kurz' }, '/password'],
    ['no workplace choice', { unemployed: false }, '/currentPlace'],
    ['two workplace choices', { unemployed: true, currentPlace: 1 }, '/currentPlace'],
    ['unknown job', { job: 'XYZ' }, '/job'],
    ['unknown gender', { gender: 'XX' }, '/gender'],
    ['impossible date', { dateOfBirth: '1990-02-30' }, '/dateOfBirth'],
    [
      'bad zip in the organisation request',
      {
        unemployed: false,
        organisationRequest: { name: 'Apotheke', street: 'Weg 1', zip: '123', city: 'Ort' },
      },
      '/organisationRequest/zip',
    ],
  ])('answers 400 for %s', async (_name, overrides, path) => {
    const res = await register(registrationBody(overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/users',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('has German field messages', async () => {
    const res = await register(
      registrationBody({ passwordRepeat: 'ein-anderes-passwort', hasAcceptedTerms: false as never }),
    );
    const messages = res.json().error.details.map((d: { message: string }) => d.message);
    expect(messages).toContain('Die Passwörter stimmen nicht überein.');
    expect(messages).toContain('Bitte stimme den Nutzungsbedingungen zu.');
  });

  it('checks age on the server clock: at least 16, not in the future', async () => {
    const young = await register(await withCode({ dateOfBirth: '2009-03-02' }));
    expect(young.statusCode).toBe(400);
    expect(young.json().error.message).toBe('Du musst mindestens 16 Jahre alt sein.');
    const future = await register(await withCode({ dateOfBirth: '2030-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.details[0].path).toBe('/dateOfBirth');
    expect((await register(await withCode({ dateOfBirth: '2009-03-01' }))).statusCode).toBe(201);
  });

  it('refuses an organisation that does not exist or is not verified', async () => {
    const res = await register(await withCode({ currentPlace: 999_999, unemployed: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('/currentPlace');
    const unverified = await createOrganisation(ctx.database.db, { isVerified: false });
    const other = await register(await withCode({ currentPlace: unverified.id, unemployed: false }));
    expect(other.statusCode).toBe(400);
  });
});
