import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createMemoryRateLimiter } from '../../lib/rate-limit';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { ACCOUNT_LIMITS, SIGN_IN_BACKOFF } from './auth-rate-limits';
import { bearer, guardedCall, inject, nextIp, signIn, uniqueEmail } from './auth-test-helpers';
import { SESSION_MAX_AGE_MS } from './session-tokens';
import { REFRESH_REUSE_INTERVAL_MS, signIn as signInService } from './sessions.service';

const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

function refresh(refreshToken: string, ip?: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/sessions/refresh', payload: { refresh: refreshToken }, ip });
}

describe('POST /api/v1/sessions', () => {
  it('signs in with e-mail and password and answers {access, refresh}', async () => {
    const user = await createUser(ctx.database.db);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(Object.keys(tokens).sort()).toEqual(['access', 'refresh']);
    const claims = await ctx.app.deps.tokens.verifyAccess(tokens.access);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.otp).toBeUndefined();
    const [row] = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, claims.sid));
    expect(row?.familyExpiresAt.getTime()).toBe(clock.now().getTime() + SESSION_MAX_AGE_MS);
    expect(row?.tokenHash).not.toBe(tokens.refresh);
    expect((await guardedCall(ctx, tokens.access)).statusCode).toBe(200);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const user = await createUser(ctx.database.db);
    await expect(signIn(ctx, `  ${user.email.toUpperCase()} `)).resolves.toHaveProperty('access');
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(ctx.database.db);
    const wrong = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: 'falsches-passwort' },
    });
    const unknown = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: uniqueEmail('niemand'), password: 'falsches-passwort' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: {
          code: 'INVALID_CREDENTIALS',
          message: 'E-Mail-Adresse oder Passwort ist falsch.',
          requestId: res.headers['x-request-id'],
        },
      });
    }
  });

  it('refuses inactive users even with the right password', async () => {
    const user = await createUser(ctx.database.db, { isActive: false });
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 400 for a missing password', async () => {
    const res = await inject(ctx, { method: 'POST', url: '/api/v1/sessions', payload: { username: 'a@b.de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('marks the session OTP-pending for two-factor users; other calls answer 401 OTP_REQUIRED', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: 'JBSWY3DPEHPK3PXP' });
    const tokens = await signIn(ctx, user.email);
    expect((await ctx.app.deps.tokens.verifyAccess(tokens.access)).otp).toBe('pending');
    const res = await guardedCall(ctx, tokens.access);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('OTP_REQUIRED');
    const [row] = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(row?.otpPending).toBe(true);
  });

  it('caps failed sign-ins per account and IP (429) without locking the owner out at their address', async () => {
    const user = await createUser(ctx.database.db);
    const ownerIp = nextIp();
    await signIn(ctx, user.email, DEFAULT_TEST_PASSWORD, ownerIp);
    const attackerIp = nextIp();
    const attempt = (password: string, ip: string) =>
      inject(ctx, { method: 'POST', url: '/api/v1/sessions', payload: { username: user.email, password }, ip });
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS.signInFailures.max; i++) {
      const res = await attempt(`falsch-${i}`, attackerIp);
      statuses.push(res.statusCode);
      // Past the account's free failures, the attacker waits out each delay before the next guess.
      if (res.statusCode === 429) {
        clock.advance(res.json().error.details.retryAfterSeconds * 1000);
        statuses.push((await attempt(`falsch-${i}`, attackerIp)).statusCode);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMITS.signInFailures.max);
    const blocked = await attempt(DEFAULT_TEST_PASSWORD, attackerIp);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(blocked.json().error.message).toMatch(/Zu viele Versuche/);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().error.details.retryAfterSeconds);
    await expect(signIn(ctx, user.email, DEFAULT_TEST_PASSWORD, ownerIp)).resolves.toHaveProperty('access');
    clock.advance(ACCOUNT_LIMITS.signInFailures.windowMs);
    await expect(signIn(ctx, user.email, DEFAULT_TEST_PASSWORD, attackerIp)).resolves.toHaveProperty('access');
  });

  it('slows failed sign-ins on one account from many addresses down, growing, and spares its known address', async () => {
    const user = await createUser(ctx.database.db);
    const ownerIp = nextIp();
    await signIn(ctx, user.email, DEFAULT_TEST_PASSWORD, ownerIp);
    const attempt = (password: string) =>
      inject(ctx, { method: 'POST', url: '/api/v1/sessions', payload: { username: user.email, password } });
    for (let i = 0; i < SIGN_IN_BACKOFF.free; i++) expect((await attempt(`falsch-${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const slowed = await attempt('noch-falscher');
      expect(slowed.statusCode).toBe(429);
      const wait = Number(slowed.headers['retry-after']);
      waits.push(wait);
      // The right password from a new address waits too: nothing is checked before the turn.
      expect((await attempt(DEFAULT_TEST_PASSWORD)).statusCode).toBe(429);
      await expect(signIn(ctx, user.email, DEFAULT_TEST_PASSWORD, ownerIp)).resolves.toHaveProperty('access');
      clock.advance(wait * 1000);
      expect((await attempt(`wieder-falsch-${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    clock.advance(SIGN_IN_BACKOFF.windowMs);
    expect((await attempt('nach-einem-tag')).statusCode).toBe(401);
  });

  it('caps failed sign-ins from one address across accounts', async () => {
    // The service itself: the route's per-minute limit (@fastify/rate-limit) runs on real time.
    const limiter = createMemoryRateLimiter(clock);
    const attempt = () =>
      signInService(ctx.app.deps, limiter, { username: uniqueEmail('streuen'), password: 'falsch', ip: '10.99.0.1' })
        .then(() => 'SIGNED_IN')
        .catch((e) => e.code);
    const outcomes: string[] = [];
    for (let i = 0; i <= ACCOUNT_LIMITS.signInFailuresPerIp.max; i++) outcomes.push(await attempt());
    expect(outcomes.slice(0, -1).every((o) => o === 'INVALID_CREDENTIALS')).toBe(true);
    expect(outcomes.at(-1)).toBe('RATE_LIMITED');
  });

  it('limits sign-in calls per IP (30 a minute)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await inject(ctx, {
        method: 'POST',
        url: '/api/v1/sessions',
        payload: { username: uniqueEmail('raten'), password: 'irgendwas-falsches' },
        ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('POST /api/v1/sessions/refresh', () => {
  it('rotates: new pair in the same family, the old refresh token is used up', async () => {
    const user = await createUser(ctx.database.db);
    const first = await signIn(ctx, user.email);
    const res = await refresh(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh).not.toBe(first.refresh);
    const sid1 = (await ctx.app.deps.tokens.verifyAccess(first.access)).sid;
    const sid2 = (await ctx.app.deps.tokens.verifyAccess(second.access)).sid;
    expect(sid2).toBe(sid1);
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, sid1));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
  });

  it('revokes the whole family when a used refresh token comes back after the reuse interval', async () => {
    const user = await createUser(ctx.database.db);
    const first = await signIn(ctx, user.email);
    const second = (await refresh(first.refresh)).json();
    clock.advance(REFRESH_REUSE_INTERVAL_MS + 1);
    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('TOKEN_INVALID');
    const afterReuse = await refresh(second.refresh);
    expect(afterReuse.statusCode).toBe(401);
    const sid = (await ctx.app.deps.tokens.verifyAccess(first.access)).sid;
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, sid));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('answers the same new pair to the just-rotated token within the reuse interval (two tabs)', async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.email);
    const first = await refresh(tokens.refresh);
    clock.advance(REFRESH_REUSE_INTERVAL_MS - 1000);
    const second = await refresh(tokens.refresh);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const next = await refresh(first.json().refresh);
    expect(next.statusCode).toBe(200);
    // Once the new token was used, the old one is a copy: the family ends.
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await refresh(next.json().refresh)).statusCode).toBe(401);
  });

  it('does not reopen a signed-out session within the reuse interval', async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.email);
    const rotated = (await refresh(tokens.refresh)).json();
    await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions', headers: bearer(rotated.refresh) });
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it('ends a family 30 days after sign-in however often it was refreshed', async () => {
    const user = await createUser(ctx.database.db);
    let tokens = await signIn(ctx, user.email);
    for (let day = 0; day < 3; day++) {
      clock.advance(9 * DAY);
      const res = await refresh(tokens.refresh);
      expect(res.statusCode).toBe(200);
      tokens = res.json();
    }
    clock.advance(3 * DAY + 1000);
    const expired = await refresh(tokens.refresh);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_INVALID');
  });

  it('keeps a pending two-factor session pending', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: 'JBSWY3DPEHPK3PXP' });
    const pending = await signIn(ctx, user.email);
    const res = await refresh(pending.refresh);
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.deps.tokens.verifyAccess(res.json().access)).otp).toBe('pending');
    expect((await guardedCall(ctx, res.json().access)).json().error.code).toBe('OTP_REQUIRED');
  });

  it('refuses unknown tokens, deactivated users, a malformed body and an empty one without the cookie', async () => {
    expect((await refresh('gibt-es-nicht')).statusCode).toBe(401);
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.email);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    const malformed = await inject(ctx, { method: 'POST', url: '/api/v1/sessions/refresh', payload: { refresh: 7 } });
    expect(malformed.statusCode).toBe(400);
    // An empty body asks for the web app's cookie (refresh-cookie.routes.test.ts); there is none.
    const empty = await inject(ctx, { method: 'POST', url: '/api/v1/sessions/refresh', payload: {} });
    expect(empty.statusCode).toBe(401);
    expect(empty.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/v1/sessions', () => {
  it('ends the family of the refresh token sent as bearer', async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.email);
    const other = await signIn(ctx, user.email);
    const res = await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions', headers: bearer(tokens.refresh) });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('is idempotent for unknown or ended tokens and needs a bearer', async () => {
    const unknown = await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions', headers: bearer('unbekannt') });
    expect(unknown.statusCode).toBe(204);
    const none = await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
  });
});
