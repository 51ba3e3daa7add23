import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from '../../ops/seed/demo-credentials';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { bearer, guardedCall, inject, lastMailTo, nextIp, signIn } from './auth-test-helpers';
import { totpCode } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';
const clock = fixedClock(new Date('2025-03-01T09:00:10Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

function otpLogin(access: string, code: string, ip?: string) {
  return inject(ctx, { method: 'POST', url: `/api/2fa/otp/login/${code}`, headers: bearer(access), ip });
}

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user gone');
  return row;
}

/** A code of `secret` that differs from `code` (a wrong guess). */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/2fa/otp/login/{code}', () => {
  it('turns a pending session into a verified one in the same family, each code once', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    const pending = await signIn(ctx, user.email);
    const code = totpCode(SECRET, clock.now());

    const res = await otpLogin(pending.access, code);
    expect(res.statusCode).toBe(200);
    const verified = res.json();
    const claims = await ctx.app.deps.tokens.verifyAccess(verified.access);
    expect(claims.otp).toBeUndefined();
    expect(claims.sid).toBe((await ctx.app.deps.tokens.verifyAccess(pending.access)).sid);
    expect((await guardedCall(ctx, verified.access)).statusCode).toBe(409); // signed in; 2FA already on

    // Same code again, from a second pending session: refused.
    const second = await signIn(ctx, user.email);
    const reuse = await otpLogin(second.access, code);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toEqual({
      code: 'OTP_INVALID',
      message: 'Der Code ist ungültig oder wurde bereits verwendet.',
      requestId: reuse.headers['x-request-id'],
    });
    clock.advance(30_000);
    expect((await otpLogin(second.access, totpCode(SECRET, clock.now()))).statusCode).toBe(200);
  });

  it('accepts a code only once even when two logins race', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    clock.advance(30_000);
    const [a, b] = [await signIn(ctx, user.email), await signIn(ctx, user.email)];
    const code = totpCode(SECRET, clock.now());
    const results = await Promise.all([otpLogin(a.access, code), otpLogin(b.access, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts a code one step old or ahead (clock drift), not two', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    const pending = await signIn(ctx, user.email);
    const old = totpCode(SECRET, new Date(clock.now().getTime() - 60_000));
    expect((await otpLogin(pending.access, old)).statusCode).toBe(401);
    const previous = totpCode(SECRET, new Date(clock.now().getTime() - 30_000));
    expect((await otpLogin(pending.access, previous)).statusCode).toBe(200);
  });

  it('rotates the pending refresh token out', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    clock.advance(30_000);
    const pending = await signIn(ctx, user.email);
    const verified = (await otpLogin(pending.access, totpCode(SECRET, clock.now()))).json();
    const reuse = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions/refresh',
      payload: { refresh: pending.refresh },
    });
    expect(reuse.statusCode).toBe(401);
    // Reuse of a rotated token ends the family, the verified tokens included.
    const after = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions/refresh',
      payload: { refresh: verified.refresh },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 OTP_INVALID for a wrong code and 429 after five wrong codes from one IP', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    const ip = nextIp();
    const pending = await signIn(ctx, user.email, DEFAULT_TEST_PASSWORD, ip);
    const right = totpCode(SECRET, clock.now());
    for (let i = 0; i < 5; i++) {
      const res = await otpLogin(pending.access, wrongCode(right), ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('OTP_INVALID');
    }
    const blocked = await otpLogin(pending.access, right, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await otpLogin(pending.access, right, nextIp())).statusCode).toBe(200);
  });

  it('refuses malformed codes, missing tokens, users without 2FA and ended sessions', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    const pending = await signIn(ctx, user.email);
    expect((await otpLogin(pending.access, '12ab56')).statusCode).toBe(400);
    const anonymous = await inject(ctx, { method: 'POST', url: '/api/2fa/otp/login/123456' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');

    const plain = await createUser(ctx.database.db);
    const plainTokens = await signIn(ctx, plain.email);
    const notEnabled = await otpLogin(plainTokens.access, '123456');
    expect(notEnabled.statusCode).toBe(409);

    await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions', headers: bearer(pending.refresh) });
    clock.advance(30_000);
    const ended = await otpLogin(pending.access, totpCode(SECRET, clock.now()));
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('TOKEN_INVALID');
  });

  it('works with the demo account secret and the code `npm run otp:demo` prints', async () => {
    const user = await createUser(ctx.database.db, { password: DEMO_PASSWORD, otpSecret: DEMO_OTP_SECRET });
    clock.set(new Date());
    const pending = await signIn(ctx, user.email, DEMO_PASSWORD);
    const res = await otpLogin(pending.access, authenticator.generate(DEMO_OTP_SECRET));
    expect(res.statusCode).toBe(200);
  });
});

describe('two-factor setup, verify and disable', () => {
  it('sets up with secret, otpauth URL and QR code, then enables with a code and no payload (spec §7)', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signIn(ctx, user.email);
    const setup = await inject(ctx, { method: 'GET', url: '/api/2fa/otp/setup', headers: bearer(session.access) });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/ApoPunkt:.+\?secret=[A-Z2-7]+&period=30&digits=6&algorithm=SHA1&issuer=ApoPunkt$/,
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect((await userRow(user.id)).otpPendingSecret).toBe(secret);
    expect((await userRow(user.id)).is2faEnabled).toBe(false);

    const code = totpCode(secret, clock.now());
    const wrong = await inject(ctx, {
      method: 'POST',
      url: `/api/2fa/otp/verify/${wrongCode(code)}`,
      headers: bearer(session.access),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('OTP_INVALID');

    const ok = await inject(ctx, {
      method: 'POST',
      url: `/api/2fa/otp/verify/${code}`,
      headers: bearer(session.access),
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect((await ctx.app.deps.tokens.verifyAccess(fresh.access)).sid).toBe(
      (await ctx.app.deps.tokens.verifyAccess(session.access)).sid,
    );
    const row = await userRow(user.id);
    expect(row).toMatchObject({ is2faEnabled: true, otpSecret: secret, otpPendingSecret: null });
    // Enabling takes no password: the owner is told, in case it was not them.
    const mail = await lastMailTo(ctx, user.email);
    expect(mail.subject).toBe('Zwei-Faktor-Anmeldung bei ApoPunkt eingeschaltet');
    expect(mail.text).toContain('Warst du das nicht? Dann ändere sofort dein Passwort');

    // The code used to enable cannot sign in, and the next sign-in is pending.
    const pending = await signIn(ctx, user.email);
    expect((await ctx.app.deps.tokens.verifyAccess(pending.access)).otp).toBe('pending');
    expect((await otpLogin(pending.access, code)).statusCode).toBe(401);

    const again = await inject(ctx, { method: 'GET', url: '/api/2fa/otp/setup', headers: bearer(fresh.access) });
    expect(again.statusCode).toBe(409);
  });

  it('refuses verify without a setup and setup without a user', async () => {
    const user = await createUser(ctx.database.db);
    const session = await signIn(ctx, user.email);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/2fa/otp/verify/123456',
      headers: bearer(session.access),
    });
    expect(res.statusCode).toBe(409);
    expect((await inject(ctx, { method: 'GET', url: '/api/2fa/otp/setup' })).statusCode).toBe(401);
  });

  it('disables with the password; afterwards sign-in is not pending', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: SECRET });
    clock.advance(30_000);
    const pending = await signIn(ctx, user.email);
    const session = (await otpLogin(pending.access, totpCode(SECRET, clock.now()))).json();

    const wrong = await inject(ctx, {
      method: 'DELETE',
      url: '/api/2fa/otp',
      headers: bearer(session.access),
      payload: { password: 'falsches-passwort' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await userRow(user.id)).is2faEnabled).toBe(true);

    const pendingCall = await inject(ctx, {
      method: 'DELETE',
      url: '/api/2fa/otp',
      headers: bearer(pending.access),
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(pendingCall.statusCode).toBe(401);
    expect(pendingCall.json().error.code).toBe('OTP_REQUIRED');

    const ok = await inject(ctx, {
      method: 'DELETE',
      url: '/api/2fa/otp',
      headers: bearer(session.access),
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(204);
    expect(await userRow(user.id)).toMatchObject({ is2faEnabled: false, otpSecret: null, otpLastStep: null });
    expect((await lastMailTo(ctx, user.email)).subject).toBe('Zwei-Faktor-Anmeldung bei ApoPunkt ausgeschaltet');
    const next = await signIn(ctx, user.email);
    expect((await ctx.app.deps.tokens.verifyAccess(next.access)).otp).toBeUndefined();
  });
});
