import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { bearer, guardedCall, inject, lastMailTo, signIn } from './auth-test-helpers';

const NEW_PASSWORD = 'ganz-neues-passwort';
const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

function changePassword(access: string | null, body: object) {
  return inject(ctx, {
    method: 'PUT',
    url: '/api/v1/me/password',
    headers: access ? bearer(access) : {},
    payload: body,
  });
}

function refresh(token: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/sessions/refresh', payload: { refresh: token } });
}

const valid = { currentPassword: DEFAULT_TEST_PASSWORD, password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD };

describe('PUT /api/v1/me/password', () => {
  it('changes the password, answers a fresh session and ends all others', async () => {
    const user = await createUser(ctx.database.db);
    const current = await signIn(ctx, user.email);
    const other = await signIn(ctx, user.email);

    const res = await changePassword(current.access, valid);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(Object.keys(fresh).sort()).toEqual(['access', 'refresh']);
    expect((await guardedCall(ctx, fresh.access)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh)).statusCode).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(current.refresh)).statusCode).toBe(401);

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangedAt).toEqual(clock.now());
    await expect(signIn(ctx, user.email, NEW_PASSWORD)).resolves.toHaveProperty('access');
    expect((await lastMailTo(ctx, user.email)).subject).toContain('Passwort');
  });

  it('answers 400 on currentPassword for a wrong current password and keeps the old one', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signIn(ctx, user.email);
    const res = await changePassword(session.access, { ...valid, currentPassword: 'falsches-passwort' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Das Passwort ist nicht korrekt.',
      details: [{ path: '/currentPassword' }],
    });
    await expect(signIn(ctx, user.email)).resolves.toHaveProperty('access');
  });

  it('limits wrong current passwords per account', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signIn(ctx, user.email);
    for (let i = 0; i < 10; i++) {
      expect((await changePassword(session.access, { ...valid, currentPassword: `falsch-${i}` })).statusCode).toBe(400);
    }
    const blocked = await changePassword(session.access, valid);
    expect(blocked.statusCode).toBe(429);
  });

  it.each([
    ['the repeat differs', { passwordRepeat: 'etwas-ganz-anderes' }, '/passwordRepeat'],
    ['the new password is too short', { password: 'kurz', passwordRepeat: 'kurz' }, '/password'],
    [
      'the new password equals the current one',
      {
        password: DEFAULT_TEST_PASSWORD,
        passwordRepeat: DEFAULT_TEST_PASSWORD,
      },
      '/password',
    ],
  ])('answers 400 when %s', async (_name, overrides, path) => {
    const user = await createUser(ctx.database.db);
    const session = await signIn(ctx, user.email);
    const res = await changePassword(session.access, { ...valid, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('needs a fully signed-in user', async () => {
    expect((await changePassword(null, valid)).statusCode).toBe(401);
    expect((await changePassword(null, {})).statusCode).toBe(401); // authorised before validated
    const user = await createUser(ctx.database.db, { otpSecret: 'JBSWY3DPEHPK3PXP' });
    const pending = await signIn(ctx, user.email);
    const res = await changePassword(pending.access, valid);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('OTP_REQUIRED');
  });
});
