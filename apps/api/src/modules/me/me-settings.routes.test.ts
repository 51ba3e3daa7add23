import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/contact';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;

async function call(method: 'PUT' | 'POST', url: string, user: { id: number } | null, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? await authHeaders(ctx, user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('PUT /api/v1/me/notifications', () => {
  it('switches the newsletter on and off and answers the user', async () => {
    const user = await createUser(db());
    const on = await call('PUT', '/api/v1/me/notifications', user, { hasAcceptedNewsletter: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: user.id, hasAcceptedNewsletter: true });
    const off = await call('PUT', '/api/v1/me/notifications', user, { hasAcceptedNewsletter: false });
    expect(off.json().hasAcceptedNewsletter).toBe(false);
  });

  it('withdrawing also removes a guest sign-up of the same address', async () => {
    const user = await createUser(db(), { hasAcceptedNewsletter: true });
    await db()
      .insert(newsletterSubscriptions)
      .values({ email: user.email.toLowerCase(), tokenHash: 'x', confirmedAt: new Date() });
    await call('PUT', '/api/v1/me/notifications', user, { hasAcceptedNewsletter: false });
    const rows = await db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, user.email.toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for a missing or non-boolean flag and 401 without a token', async () => {
    const user = await createUser(db());
    expect((await call('PUT', '/api/v1/me/notifications', user, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/me/notifications', user, { hasAcceptedNewsletter: 'ja' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/me/notifications', null, { hasAcceptedNewsletter: true })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/me/tos', () => {
  it('records the acceptance with the server time', async () => {
    const user = await createUser(db(), { acceptedTosAt: null });
    const res = await call('PUT', '/api/v1/me/tos', user, { acceptedTos: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().acceptedTosAt).toBe(clock.now().toISOString());
  });

  it('answers 400 with the spec message when the box is not ticked, 401 without a token', async () => {
    const user = await createUser(db());
    const res = await call('PUT', '/api/v1/me/tos', user, { acceptedTos: false });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Bitte stimme den neuen Nutzungsbedingungen zu.');
    expect((await call('PUT', '/api/v1/me/tos', null, { acceptedTos: true })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/me/verification-letter', () => {
  const url = '/api/v1/me/verification-letter';

  it('records the request for a professional with a confirmed e-mail and a workplace', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db(), { job: 'PKA', organisationId: org.id });
    await db().update(users).set({ isVerificationLetterTriggered: true }).where(eq(users.id, user.id));
    const res = await call('POST', url, user);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ verificationLetterRequestedAt: clock.now().toISOString() });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.isVerificationLetterTriggered).toBe(false);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: await authHeaders(ctx, user) });
    expect(me.json().verificationLetterRequestedAt).toBe(clock.now().toISOString());
  });

  it('allows one letter per 14 days (409 with the next date), then again', async () => {
    const org = await createOrganisation(db());
    const user = await createUser(db(), { organisationId: org.id });
    expect((await call('POST', url, user)).statusCode).toBe(201);
    clock.advance(13 * DAY);
    const again = await call('POST', url, user);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('bereits einen Verifizierungsbrief');
    expect(again.json().error.details.nextPossibleAt).toEqual(expect.any(String));
    clock.advance(DAY);
    expect((await call('POST', url, user)).statusCode).toBe(201);
  });

  it('answers 412 without a professional job, a confirmed e-mail or a workplace', async () => {
    const org = await createOrganisation(db());
    const customer = await createUser(db(), { job: 'CUS', organisationId: org.id });
    const unconfirmed = await createUser(db(), { emailConfirmed: false, organisationId: org.id });
    const homeless = await createUser(db());
    const unemployed = await createUser(db(), { organisationId: null, employeeVerified: false });
    for (const user of [customer, unconfirmed, homeless, unemployed]) {
      const res = await call('POST', url, user);
      expect(res.statusCode).toBe(412);
      expect(res.json().error.code).toBe('PRECONDITION_FAILED');
    }
  });

  it('answers 409 when the employment is already verified and 401 without a token', async () => {
    const org = await createOrganisation(db());
    const verified = await createUser(db(), { organisationId: org.id, employeeVerified: true, isPremium: true });
    const res = await call('POST', url, verified);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Deine Anstellung ist bereits bestätigt.');
    expect((await call('POST', url, null)).statusCode).toBe(401);
  });
});
