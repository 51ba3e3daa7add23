import { ACCOUNT_DELETION_GRACE_MS } from '@apopunkt/domain/constants/account-deletion';
import { REFRESH_COOKIE } from '@apopunkt/domain/constants/web-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { eraseDueAccounts } from '../account-erasure';
import {
  bearer,
  guardedCall,
  inject,
  lastMailTo,
  registrationBody,
  requestEmailCode,
  signIn,
  uniqueEmail,
} from './auth-test-helpers';
import { totpCode } from './totp';

const clock = fixedClock(new Date('2025-05-05T08:00:00Z'));
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

function deleteAccount(access: string | null, payload?: object, headers: Record<string, string> = {}) {
  return inject(ctx, {
    method: 'DELETE',
    url: '/api/v1/me',
    headers: { ...(access ? bearer(access) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function deletionOf(userId: number) {
  const [row] = await ctx.database.db
    .select({ requestedAt: users.deletionRequestedAt, erasedAt: users.erasedAt, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

function runErasure() {
  return eraseDueAccounts({ db: ctx.database.db, clock, log: ctx.app.log });
}

describe('DELETE /api/v1/me', () => {
  it('marks the account, ends every session at once, clears the cookie and mails the day of the erasure', async () => {
    const user = await createUser(ctx.database.db, { email: uniqueEmail('loeschen'), firstName: 'Lotte' });
    const phone = await signIn(ctx, user.email);
    const laptop = await signIn(ctx, user.email);

    const res = await deleteAccount(laptop.access, { password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const erasureAt = new Date(clock.now().getTime() + ACCOUNT_DELETION_GRACE_MS).toISOString();
    expect(res.json()).toEqual({ erasureAt });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${REFRESH_COOKIE}=;.*Max-Age=0`));
    expect((await deletionOf(user.id))?.requestedAt?.toISOString()).toBe(clock.now().toISOString());

    // Both devices are signed out: access tokens are refused, refresh tokens are dead.
    for (const session of [phone, laptop]) {
      expect((await guardedCall(ctx, session.access)).statusCode).toBe(401);
      const refreshed = await inject(ctx, {
        method: 'POST',
        url: '/api/v1/sessions/refresh',
        payload: { refresh: session.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    const mail = await lastMailTo(ctx, user.email);
    expect(mail.subject).toBe('Dein ApoPunkt-Konto wird am 04.06.2025 gelöscht');
    expect(mail.text).toContain('Hallo Lotte,');
    expect(mail.text).toContain('Melde dich bis dahin einfach wieder an');
  });

  it('a sign-in within the grace period cancels the deletion and says so', async () => {
    const user = await createUser(ctx.database.db, { email: uniqueEmail('zurueck') });
    const { access } = await signIn(ctx, user.email);
    expect((await deleteAccount(access, { password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(200);
    clock.advance(ACCOUNT_DELETION_GRACE_MS - DAY_MS);

    const again = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ deletionCancelled: true });
    expect((await deletionOf(user.id))?.requestedAt).toBeNull();
    expect((await lastMailTo(ctx, user.email)).subject).toBe('Dein ApoPunkt-Konto wird nicht gelöscht');
    expect((await guardedCall(ctx, again.json().access)).statusCode).toBe(200);

    // The next sign-in is an ordinary one; the job finds nothing to erase later.
    expect(await signIn(ctx, user.email)).not.toHaveProperty('deletionCancelled');
    clock.advance(2 * DAY_MS);
    await runErasure();
    expect((await deletionOf(user.id))?.erasedAt).toBeNull();
  });

  it('the web app keeps the notice when its refresh token goes into the cookie', async () => {
    const user = await createUser(ctx.database.db, { email: uniqueEmail('web') });
    const { access } = await signIn(ctx, user.email);
    expect((await deleteAccount(access, { password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(200);
    const web = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'x-apopunkt-client': 'web' },
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(web.statusCode).toBe(200);
    expect(web.json()).toEqual({ access: expect.any(String), deletionCancelled: true });
  });

  it('after the grace period the account is erased: no sign-in, and the address can register anew', async () => {
    const email = uniqueEmail('weg');
    const user = await createUser(ctx.database.db, { email });
    const { access } = await signIn(ctx, email);
    expect((await deleteAccount(access, { password: DEFAULT_TEST_PASSWORD })).statusCode).toBe(200);
    clock.advance(ACCOUNT_DELETION_GRACE_MS + 60_000);
    expect((await runErasure()).erased).toBeGreaterThanOrEqual(1);
    const erased = await deletionOf(user.id);
    expect(erased?.erasedAt).not.toBeNull();
    expect(erased?.email).toMatch(/^konto-[0-9a-f-]{36}@geloescht\.apopunkt\.invalid$/);

    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');

    const code = await requestEmailCode(ctx, email);
    const registered = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/users',
      payload: registrationBody({ email, emailVerificationCode: code }),
    });
    expect(registered.statusCode).toBe(201);
  });

  it('refuses a wrong or missing password with a 400 in German and keeps the member signed in', async () => {
    const user = await createUser(ctx.database.db, { email: uniqueEmail('falsch') });
    const { access } = await signIn(ctx, user.email);
    const wrong = await deleteAccount(access, { password: 'nicht-mein-passwort' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Das Passwort ist nicht korrekt.',
      details: [{ path: '/password' }],
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const missing = await deleteAccount(access, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: 'Bitte gib dein Passwort ein, um dein Konto zu löschen.',
      details: [{ path: '/password' }],
    });
    for (const payload of [{ password: 42 }, { password: '' }, { code: 'abc' }, 'kein-json']) {
      const bad = await deleteAccount(access, payload as object, { 'content-type': 'application/json' });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error.message).toMatch(/[äöüÄÖÜß]|Bitte|ungültig|Eingabe/i);
    }
    expect((await deletionOf(user.id))?.requestedAt).toBeNull();
    expect((await guardedCall(ctx, access)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document, with its body', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.paths['/api/v1/me']?.delete?.requestBody).toBeDefined();
  });

  it('is only for a signed-in member, and not for staff', async () => {
    const anonymous = await deleteAccount(null, { password: DEFAULT_TEST_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
    const staff = await createUser(ctx.database.db, { email: uniqueEmail('staff'), isStaff: true });
    const { access } = await signIn(ctx, staff.email);
    const res = await deleteAccount(access, { password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('Mitarbeitenden');
    expect((await deletionOf(staff.id))?.requestedAt).toBeNull();
  });

  it('with two-factor on it takes the authenticator code, once; the code sign-in cancels the deletion', async () => {
    const user = await createUser(ctx.database.db, { email: uniqueEmail('otp'), otpSecret: SECRET });
    const pending = await signIn(ctx, user.email);
    const login = await inject(ctx, {
      method: 'POST',
      url: `/api/2fa/otp/login/${totpCode(SECRET, clock.now())}`,
      headers: bearer(pending.access),
    });
    expect(login.statusCode).toBe(200);
    const { access } = login.json();
    clock.advance(30_000);

    const passwordOnly = await deleteAccount(access, { password: DEFAULT_TEST_PASSWORD });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json().error.details).toEqual([expect.objectContaining({ path: '/code' })]);
    const wrongCode = await deleteAccount(access, { code: totpCode(SECRET, new Date(0)) });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.message).toBe('Der Code ist ungültig oder wurde bereits verwendet.');

    const code = totpCode(SECRET, clock.now());
    expect((await deleteAccount(access, { code })).statusCode).toBe(200);
    expect((await deletionOf(user.id))?.requestedAt).not.toBeNull();

    // Signing in: the password alone restores nothing, the code does.
    clock.advance(30_000);
    const half = await signIn(ctx, user.email);
    expect(half).not.toHaveProperty('deletionCancelled');
    expect((await deletionOf(user.id))?.requestedAt).not.toBeNull();
    const full = await inject(ctx, {
      method: 'POST',
      url: `/api/2fa/otp/login/${totpCode(SECRET, clock.now())}`,
      headers: bearer(half.access),
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ deletionCancelled: true });
    expect((await deletionOf(user.id))?.requestedAt).toBeNull();
  });
});
