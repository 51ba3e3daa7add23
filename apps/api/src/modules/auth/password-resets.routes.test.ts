import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { inject, lastMailTo, mailsTo, nextIp, uniqueEmail } from './auth-test-helpers';

const NEW_PASSWORD = 'ganz-neues-passwort';
const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: 'https://portal.example.de' } });
});
afterAll(() => ctx.close());

function requestReset(email: string, ip?: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/password-resets', payload: { email }, ip });
}

function reset(token: string, body: object) {
  return inject(ctx, { method: 'POST', url: `/api/v1/password-resets/${token}`, payload: body });
}

function signInStatus(email: string, password: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/sessions', payload: { username: email, password } }).then(
    (r) => r.statusCode,
  );
}

async function tokenFromMail(email: string): Promise<string> {
  const mail = await lastMailTo(ctx, email);
  const match = mail.text.match(/https:\/\/portal\.example\.de\/reset-password\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

describe('POST /api/v1/password-resets', () => {
  it('answers 202 and mails a link to the portal for an existing account', async () => {
    const user = await createUser(ctx.database.db);
    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
    const token = await tokenFromMail(user.email);
    const [row] = await ctx.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 60 * 60 * 1000);
  });

  it('answers the same 202 for unknown and inactive accounts without mailing', async () => {
    const email = uniqueEmail();
    expect((await requestReset(email)).statusCode).toBe(202);
    expect(await mailsTo(ctx, email)).toHaveLength(0);
    const inactive = await createUser(ctx.database.db, { isActive: false });
    expect((await requestReset(inactive.email)).statusCode).toBe(202);
    expect(await mailsTo(ctx, inactive.email)).toHaveLength(0);
  });

  it('limits requests per address and IP', async () => {
    const user = await createUser(ctx.database.db);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await requestReset(user.email, ip)).statusCode).toBe(202);
    const blocked = await requestReset(user.email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await requestReset(user.email, nextIp())).statusCode).toBe(202);
  });

  it('answers 400 for an invalid address', async () => {
    expect((await requestReset('kein-at-zeichen')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/password-resets/{token}', () => {
  it('sets the new password once, ends every session and tells the owner', async () => {
    const user = await createUser(ctx.database.db);
    const session = (
      await inject(ctx, {
        method: 'POST',
        url: '/api/v1/sessions',
        payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
      })
    ).json();
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);

    const res = await reset(token, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(await signInStatus(user.email, DEFAULT_TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
    const refresh = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions/refresh',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangedAt).toEqual(clock.now());
    expect((await lastMailTo(ctx, user.email)).subject).toContain('Passwort');

    const again = await reset(token, { password: 'noch-ein-passwort' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/ungültig oder abgelaufen/);
  });

  it('refuses an expired link and closes older links after a reset', async () => {
    const user = await createUser(ctx.database.db);
    await requestReset(user.email);
    const expired = await tokenFromMail(user.email);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(expired, { password: NEW_PASSWORD })).statusCode).toBe(400);

    await requestReset(user.email);
    const first = await tokenFromMail(user.email);
    await requestReset(user.email);
    const second = await tokenFromMail(user.email);
    expect((await reset(second, { password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await reset(first, { password: 'noch-ein-passwort' })).statusCode).toBe(400);
  });

  it('validates the new password and the token format', async () => {
    const user = await createUser(ctx.database.db);
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);
    const short = await reset(token, { password: 'kurz' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].message).toBe('Das Passwort muss mindestens 10 Zeichen lang sein.');
    const differ = await reset(token, { password: NEW_PASSWORD, passwordRepeat: 'etwas-anderes-passwort' });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().error.details[0].path).toBe('/passwordRepeat');
    expect((await reset('zu-kurz', { password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset('x'.repeat(43), { password: NEW_PASSWORD })).statusCode).toBe(400);
    // The link still works after the failed tries.
    expect((await reset(token, { password: NEW_PASSWORD })).statusCode).toBe(204);
  });
});
