import { REFRESH_COOKIE, WEB_CLIENT_HEADER } from '@apopunkt/domain/constants/web-client';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { bearer, inject, registrationBody, requestEmailCode } from './auth-test-helpers';
import { SESSION_MAX_AGE_MS } from './session-tokens';
import { REFRESH_REUSE_INTERVAL_MS } from './sessions.service';
import { totpCode } from './totp';

/**
 * The web app's refresh token in an HttpOnly cookie (DESIGN §4, issue 33): set by every call that
 * hands out a session, used and rotated by the refresh, ended by the sign-out, refused from other
 * sites. Other clients keep `{access, refresh}` in the body.
 */
const clock = fixedClock(new Date('2026-11-28T09:00:10Z'));
const DAY_S = 24 * 60 * 60;
const PORTAL = 'http://portal.test';
const WEB = { [WEB_CLIENT_HEADER]: 'web', origin: PORTAL, 'sec-fetch-site': 'same-origin' };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { PUBLIC_URL: PORTAL } });
});
afterAll(() => ctx.close());

function refreshCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** The cookie's value, failing the test when the answer set none. */
function cookieValue(res: LightMyRequestResponse): string {
  const value = refreshCookie(res)?.value;
  if (!value) throw new Error(`no refresh cookie: ${res.statusCode} ${res.body}`);
  return value;
}

/** Sign-in as the web app (`web`) or as another client. */
function signInAs(client: 'web' | 'other', email: string) {
  return inject(ctx, {
    method: 'POST',
    url: '/api/v1/sessions',
    headers: client === 'web' ? { [WEB_CLIENT_HEADER]: 'web' } : {},
    payload: { username: email, password: DEFAULT_TEST_PASSWORD },
  });
}

const webSignIn = (email: string) => signInAs('web', email);

function cookieRefresh(cookie: string, headers: Record<string, string> = WEB) {
  return inject(ctx, {
    method: 'POST',
    url: '/api/v1/sessions/refresh',
    headers: { ...headers, cookie: `${REFRESH_COOKIE}=${cookie}` },
    payload: {},
  });
}

function bodyRefresh(refresh: string) {
  return inject(ctx, { method: 'POST', url: '/api/v1/sessions/refresh', payload: { refresh } });
}

async function familyRows(access: string) {
  const { sid } = await ctx.app.deps.tokens.verifyAccess(access);
  return ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, sid));
}

describe('the refresh cookie of the web app', () => {
  it('comes with a web sign-in: HttpOnly, SameSite=Strict, only for the session calls, until the session ends', async () => {
    const user = await createUser(ctx.database.db);
    const res = await webSignIn(user.email);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    expect(refreshCookie(res)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/sessions',
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
    expect(refreshCookie(res)?.secure).toBeUndefined();
    // The cookie is the session's refresh token: it works in the body too.
    expect((await bodyRefresh(cookieValue(res))).statusCode).toBe(200);
  });

  it('is not set for other clients, which keep both tokens in the body', async () => {
    const user = await createUser(ctx.database.db);
    const res = await signInAs('other', user.email);
    expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
    expect(refreshCookie(res)).toBeUndefined();
    const next = await bodyRefresh(res.json().refresh);
    expect(Object.keys(next.json()).sort()).toEqual(['access', 'refresh']);
    expect(refreshCookie(next)).toBeUndefined();
  });

  it('refreshes with an empty body and rotates the cookie, its lifetime still ending with the session', async () => {
    const user = await createUser(ctx.database.db);
    const first = cookieValue(await webSignIn(user.email));
    clock.advance(DAY_S * 1000);
    const res = await cookieRefresh(first);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    expect(refreshCookie(res)?.maxAge).toBe(29 * DAY_S);
    const second = cookieValue(res);
    expect(second).not.toBe(first);
    const rows = await familyRows(res.json().access);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.usedAt === null)).toHaveLength(1);
    expect((await cookieRefresh(second)).statusCode).toBe(200);
  });

  it('answers two tabs refreshing with the same cookie the same new cookie', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = cookieValue(await webSignIn(user.email));
    const [a, b] = await Promise.all([cookieRefresh(cookie), cookieRefresh(cookie)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(cookieValue(a)).toBe(cookieValue(b));
  });

  it('revokes the family when an old cookie value comes back after the reuse interval, and clears it', async () => {
    const user = await createUser(ctx.database.db);
    const stolen = cookieValue(await webSignIn(user.email));
    const current = cookieValue(await cookieRefresh(stolen));
    clock.advance(REFRESH_REUSE_INTERVAL_MS + 1);
    const replay = await cookieRefresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('TOKEN_INVALID');
    expect(refreshCookie(replay)).toMatchObject({ value: '', maxAge: 0 });
    expect((await cookieRefresh(current)).statusCode).toBe(401);
  });

  it('refuses a refresh by cookie from another site, without the marker header or from a sibling site', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = cookieValue(await webSignIn(user.email));
    const refused = [
      { ...WEB, origin: 'https://evil.example' },
      { ...WEB, origin: 'null' },
      { origin: PORTAL, 'sec-fetch-site': 'same-origin' },
      { ...WEB, 'sec-fetch-site': 'cross-site' },
      { ...WEB, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const res = await cookieRefresh(cookie, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Diese Anfrage kommt nicht von der Seite des Portals und wurde abgelehnt.',
        requestId: res.headers['x-request-id'],
      });
    }
    // Nothing was rotated by the refused calls; the portal's own origin (or its host) is fine.
    const own = await cookieRefresh(cookie, {
      [WEB_CLIENT_HEADER]: 'web',
      host: 'apotheke.local:8080',
      origin: 'http://apotheke.local:8080',
    });
    expect(own.statusCode).toBe(200);
    expect((await cookieRefresh(cookieValue(own))).statusCode).toBe(200);
  });

  it('moves a token the browser still keeps in storage into the cookie (migration)', async () => {
    const user = await createUser(ctx.database.db);
    const legacy = await signInAs('other', user.email);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions/refresh',
      headers: { [WEB_CLIENT_HEADER]: 'web' },
      payload: { refresh: legacy.json().refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    expect((await cookieRefresh(cookieValue(res))).statusCode).toBe(200);
  });
});

describe('sign-out with the refresh cookie', () => {
  it('ends the family and clears the cookie', async () => {
    const user = await createUser(ctx.database.db);
    const signedIn = await webSignIn(user.email);
    const cookie = cookieValue(signedIn);
    const res = await inject(ctx, {
      method: 'DELETE',
      url: '/api/v1/sessions',
      headers: { ...WEB, cookie: `${REFRESH_COOKIE}=${cookie}` },
    });
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res)).toMatchObject({ value: '', maxAge: 0, path: '/api/v1/sessions' });
    expect((await familyRows(signedIn.json().access)).every((row) => row.revokedAt !== null)).toBe(true);
    expect((await cookieRefresh(cookie)).statusCode).toBe(401);
  });

  it('refuses a sign-out by cookie from another site and keeps the session', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = cookieValue(await webSignIn(user.email));
    const res = await inject(ctx, {
      method: 'DELETE',
      url: '/api/v1/sessions',
      headers: { ...WEB, origin: 'https://evil.example', cookie: `${REFRESH_COOKIE}=${cookie}` },
    });
    expect(res.statusCode).toBe(403);
    expect((await cookieRefresh(cookie)).statusCode).toBe(200);
  });

  it('clears the cookie also for a sign-out with the refresh token as bearer', async () => {
    const user = await createUser(ctx.database.db);
    const cookie = cookieValue(await webSignIn(user.email));
    const res = await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions', headers: bearer(cookie) });
    expect(res.statusCode).toBe(204);
    expect(refreshCookie(res)).toMatchObject({ value: '', maxAge: 0 });
    expect((await bodyRefresh(cookie)).statusCode).toBe(401);
  });
});

describe('every call that hands out a session sets the cookie for the web app', () => {
  it('two-factor: the pending session has its cookie, stays pending on refresh, the verified one replaces it', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const user = await createUser(ctx.database.db, { otpSecret: secret });
    const signedIn = await webSignIn(user.email);
    const pending = cookieValue(signedIn);
    const refreshed = await cookieRefresh(pending);
    expect((await ctx.app.deps.tokens.verifyAccess(refreshed.json().access)).otp).toBe('pending');
    const res = await inject(ctx, {
      method: 'POST',
      url: `/api/2fa/otp/login/${totpCode(secret, clock.now())}`,
      headers: { ...bearer(refreshed.json().access), [WEB_CLIENT_HEADER]: 'web' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    const verified = await cookieRefresh(cookieValue(res));
    expect((await ctx.app.deps.tokens.verifyAccess(verified.json().access)).otp).toBeUndefined();
  });

  it('password change: the new session gets the cookie, the old cookie is dead', async () => {
    const user = await createUser(ctx.database.db);
    const signedIn = await webSignIn(user.email);
    const password = 'ein-ganz-neues-passwort';
    const res = await inject(ctx, {
      method: 'PUT',
      url: '/api/v1/me/password',
      headers: { ...bearer(signedIn.json().access), [WEB_CLIENT_HEADER]: 'web' },
      payload: { currentPassword: DEFAULT_TEST_PASSWORD, password, passwordRepeat: password },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access']);
    expect((await cookieRefresh(cookieValue(signedIn))).statusCode).toBe(401);
    expect((await cookieRefresh(cookieValue(res))).statusCode).toBe(200);
  });

  it('registration', async () => {
    const body = registrationBody();
    body.emailVerificationCode = await requestEmailCode(ctx, body.email);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/users',
      headers: { [WEB_CLIENT_HEADER]: 'web' },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['access']);
    expect((await cookieRefresh(cookieValue(res))).statusCode).toBe(200);
  });
});

describe('on an https portal', () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(() => secure.close());

  it('marks the refresh and the page-session cookie Secure, also behind a proxy speaking http', async () => {
    const user = await createUser(secure.database.db);
    const res = await secure.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { [WEB_CLIENT_HEADER]: 'web' },
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const names = res.cookies.filter((cookie) => cookie.secure).map((cookie) => cookie.name);
    expect(names.sort()).toEqual(['apopunkt_page', REFRESH_COOKIE]);
  });
});
