import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupEvents, popups } from '../../db/schema/engagement';
import { fixedClock } from '../../lib/clock';
import { createPopup } from '../../ops/seed/engagement-factories';
import { createManufacturer, createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { totpCode } from '../auth';
import { bearer, inject, registrationBody, requestEmailCode, uniqueEmail } from '../auth/auth-test-helpers';

/**
 * The page session (a cookie following the session's tokens) and the member's Home drawn by the
 * server for it, from the data the services give. The worker is a stand-in that speaks the web
 * build's protocol (fixtures/member-page-worker.mjs); the real one is exercised in
 * e2e/auth/member-home.spec.ts.
 */
const clock = fixedClock(new Date('2026-11-28T09:00:10Z'));
const INDEX = '<!doctype html><div id="root"></div>';
let ctx: TestContext;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apopunkt-member-pages-'));
  mkdirSync(join(dir, 'web'));
  writeFileSync(join(dir, 'web', 'index.html'), INDEX);
  ctx = await createTestApp({
    clock,
    env: { MEMBER_PAGE_BUDGET_MS: '500' },
    web: {
      dist: join(dir, 'web'),
      memberPageWorker: fileURLToPath(new URL('./fixtures/member-page-worker.mjs', import.meta.url)),
    },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

function pageCookie(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === 'apopunkt_page');
}

async function signInWithCookie(email: string) {
  const res = await inject(ctx, {
    method: 'POST',
    url: '/api/v1/sessions',
    payload: { username: email, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = pageCookie(res);
  if (!cookie) throw new Error('no page-session cookie');
  return { tokens: res.json() as { access: string; refresh: string }, cookie: cookie.value };
}

function home(cookie?: string, closedPopup?: string) {
  const cookies = [cookie && `apopunkt_page=${cookie}`, closedPopup && `apopunkt_popup_closed=${closedPopup}`];
  const header = cookies.filter(Boolean).join('; ');
  return ctx.app.inject({ method: 'GET', url: '/', headers: header ? { cookie: header } : {} });
}

describe('the page-session cookie', () => {
  it('comes with the tokens of a sign-in: for the whole site, readable by the app, not sent with other sites’ requests', async () => {
    const user = await createUser(ctx.database.db);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(pageCookie(res)).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    expect(pageCookie(res)?.httpOnly).toBeFalsy();
    expect(pageCookie(res)?.value).not.toBe(res.json().access);
  });

  it('follows a refresh and a password change, and is cleared by the sign-out', async () => {
    const user = await createUser(ctx.database.db);
    const { tokens } = await signInWithCookie(user.email);
    const refreshed = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions/refresh',
      payload: { refresh: tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(pageCookie(refreshed)?.value).toBeTruthy();
    const changed = await inject(ctx, {
      method: 'PUT',
      url: '/api/v1/me/password',
      headers: bearer(refreshed.json().access),
      payload: {
        currentPassword: DEFAULT_TEST_PASSWORD,
        password: 'Neues-Passwort-42',
        passwordRepeat: 'Neues-Passwort-42',
      },
    });
    expect(changed.statusCode).toBe(200);
    const afterChange = pageCookie(changed);
    expect(afterChange?.value).toBeTruthy();
    expect((await home(afterChange?.value)).body).toContain('Hallo Erika!');
    const out = await inject(ctx, {
      method: 'DELETE',
      url: '/api/v1/sessions',
      headers: bearer(changed.json().refresh),
    });
    expect(out.statusCode).toBe(204);
    expect(pageCookie(out)).toMatchObject({ value: '', maxAge: 0, path: '/' });
    expect((await home(afterChange?.value)).body).toBe(INDEX);
  });

  it('waits for the two-factor code: cleared while it is pending, set once it is verified', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const user = await createUser(ctx.database.db, { otpSecret: secret });
    const pending = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(pageCookie(pending)).toMatchObject({ value: '', maxAge: 0 });
    const verified = await inject(ctx, {
      method: 'POST',
      url: `/api/2fa/otp/login/${totpCode(secret, clock.now())}`,
      headers: bearer(pending.json().access),
    });
    expect(verified.statusCode).toBe(200);
    expect((await home(pageCookie(verified)?.value)).body).toContain('Hallo Erika!');
  });

  it('comes with the tokens of a registration', async () => {
    const email = uniqueEmail('seite');
    const code = await requestEmailCode(ctx, email);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/users',
      payload: registrationBody({ email, emailVerificationCode: code, firstName: 'Greta' }),
    });
    expect(res.statusCode).toBe(201);
    expect((await home(pageCookie(res)?.value)).body).toContain('Hallo Greta!');
  });

  it('never opens the API: as a bearer token it is refused', async () => {
    const user = await createUser(ctx.database.db);
    const { cookie } = await signInWithCookie(user.email);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(cookie) });
    expect(res.statusCode).toBe(401);
  });

  it('is not set by a failed sign-in', async () => {
    const user = await createUser(ctx.database.db);
    const res = await inject(ctx, {
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: user.email, password: 'falsches-passwort' },
    });
    expect(res.statusCode).toBe(401);
    expect(pageCookie(res)).toBeUndefined();
  });
});

describe('GET / for a member with a page session', () => {
  it("sends the member's Home drawn by the server, never to be cached or shared", async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Paula' });
    const { cookie } = await signInWithCookie(user.email);
    const res = await home(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('cookie');
    // Drawn from the services' answers for this member: the demo-less database has no quest or popup.
    expect(res.body).toBe('<!doctype html><p>Hallo Paula! / quests:0 popup:no</p>');
  });

  it('sends the page every visitor gets without, with a forged or a foreign cookie', async () => {
    const user = await createUser(ctx.database.db);
    const { cookie, tokens } = await signInWithCookie(user.email);
    const [head, body] = cookie.split('.');
    const otherUser = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), sub: '1' }),
    );
    const forged = `${head}.${otherUser.toString('base64url')}.${cookie.split('.')[2]}`;
    for (const value of [undefined, 'kaputt', forged, tokens.access]) {
      const res = await home(value);
      expect(res.body, value).toBe(INDEX);
      expect(res.headers['cache-control'], value).toBe('no-cache');
    }
  });

  it('sends that page too when the member is blocked, the drawing fails or takes longer than the budget', async () => {
    const blocked = await createUser(ctx.database.db);
    const { cookie: blockedCookie } = await signInWithCookie(blocked.email);
    await ctx.database.db.execute(`UPDATE users SET is_active = false WHERE id = ${blocked.id}`);
    const failing = await createUser(ctx.database.db, { firstName: 'Fehler' });
    const slow = await createUser(ctx.database.db, { firstName: 'Langsam' });
    for (const user of [failing, slow]) {
      const { cookie } = await signInWithCookie(user.email);
      const started = performance.now();
      expect((await home(cookie)).body).toBe(INDEX);
      // The budget is 500 ms here: the visit never waits for the slow drawing.
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect((await home(blockedCookie)).body).toBe(INDEX);
    // A slow drawing holds up no later visit.
    const fine = await createUser(ctx.database.db, { firstName: 'Wieder' });
    expect((await home((await signInWithCookie(fine.email)).cookie)).body).toContain('Hallo Wieder!');
  });

  it('leaves other addresses to the pages drawn at build time or index.html', async () => {
    const user = await createUser(ctx.database.db);
    const { cookie } = await signInWithCookie(user.email);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/account',
      headers: { cookie: `apopunkt_page=${cookie}` },
    });
    expect(res.body).toBe(INDEX);
  });
});

describe("a module's dashboard drawn for its manufacturer", () => {
  const page = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: `apopunkt_page=${cookie}` } });

  it('is drawn from what its calls answer, with the ratings for feature 13, never cached or shared', async () => {
    const db = ctx.database.db;
    const maker = await createManufacturer(db);
    const module = await createModule(db, { manufacturerId: maker.id, name: 'Sonnenschutz kompakt' });
    const manager = await createUser(db, {
      firstName: 'Manfred',
      job: 'CUS',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: maker.id }],
    });
    const rater = await createUser(db, {
      firstName: 'Rita',
      job: 'CUS',
      subscriptions: [
        { type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: maker.id },
        { type: 'FEATURE_DASHBOARD_MODULE_RATING', manufacturerId: maker.id },
      ],
    });
    const url = `/business/module/${module.slug}`;
    const drawn = await page(url, (await signInWithCookie(manager.email)).cookie);
    expect(drawn.body).toBe(
      `<!doctype html><p>Hallo Manfred! ${url} module:Sonnenschutz kompakt days:0 ratings:none</p>`,
    );
    expect(drawn.headers['cache-control']).toBe('private, no-store');
    expect(drawn.headers.vary).toBe('cookie, accept-encoding');
    expect((await page(url, (await signInWithCookie(rater.email)).cookie)).body).toContain('ratings:0');
  });

  it("is not drawn for another manufacturer's module, a member, a period, or the demo dashboard", async () => {
    const db = ctx.database.db;
    const [mine, theirs] = [await createManufacturer(db), await createManufacturer(db)];
    const own = await createModule(db, { manufacturerId: mine.id });
    const foreign = await createModule(db, { manufacturerId: theirs.id });
    const manager = await createUser(db, {
      job: 'CUS',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: mine.id }],
    });
    const { cookie } = await signInWithCookie(manager.email);
    expect((await page(`/business/module/${foreign.slug}`, cookie)).body).toBe(INDEX);
    expect((await page('/business/module/kein-modul', cookie)).body).toBe(INDEX);
    expect((await page('/business/module/demo-dashboard', cookie)).body).toBe(INDEX);
    expect((await page(`/business/module/${own.slug}?from=2026-11-01&to=2026-11-27`, cookie)).body).toBe(INDEX);
    const member = await createUser(db, { job: 'PTA' });
    expect((await page(`/business/module/${own.slug}`, (await signInWithCookie(member.email)).cookie)).body).toBe(
      INDEX,
    );
  });
});

describe('the popup on the Home drawn for a member', () => {
  const views = async (popupUuid: string, userId: number) =>
    (
      await ctx.database.db
        .select()
        .from(popupEvents)
        .where(and(eq(popupEvents.popupUuid, popupUuid), eq(popupEvents.userId, userId), eq(popupEvents.type, 0)))
    ).length;

  it('is drawn unless the popup-closed cookie hides it; the server records the view of a drawn one', async () => {
    const popup = await createPopup(ctx.database.db);
    try {
      const user = await createUser(ctx.database.db, { firstName: 'Pia' });
      const { cookie } = await signInWithCookie(user.email);
      expect((await home(cookie)).body).toContain('Hallo Pia! / quests:0 popup:yes, view recorded');
      expect(await views(popup.uuid, user.id)).toBe(1);
      // A popup closed earlier hides no newer one.
      expect((await home(cookie, crypto.randomUUID())).body).toContain('popup:yes, view recorded');
      expect(await views(popup.uuid, user.id)).toBe(2);
      // Closed in this browser (a cookie from before issue 36: the bare uuid): neither drawn nor counted.
      expect((await home(cookie, popup.uuid)).body).toContain('popup:no');
      expect(await views(popup.uuid, user.id)).toBe(2);
    } finally {
      await ctx.database.db.update(popups).set({ isActive: false }).where(eq(popups.uuid, popup.uuid));
    }
  });

  it('is drawn for staff and superusers without a view recorded, and for nobody when the drawing is late', async () => {
    const popup = await createPopup(ctx.database.db);
    try {
      const staff = await createUser(ctx.database.db, { firstName: 'Stefan', isStaff: true });
      const superuser = await createUser(ctx.database.db, { firstName: 'Susi', isSuperuser: true });
      for (const user of [staff, superuser]) {
        const { cookie } = await signInWithCookie(user.email);
        expect((await home(cookie)).body).toContain(`Hallo ${user.firstName}! / quests:0 popup:yes</p>`);
        expect(await views(popup.uuid, user.id)).toBe(0);
      }
      // The visit gets the plain page, whose app reports the view itself.
      const slow = await createUser(ctx.database.db, { firstName: 'Langsam' });
      expect((await home((await signInWithCookie(slow.email)).cookie)).body).toBe(INDEX);
      expect(await views(popup.uuid, slow.id)).toBe(0);
    } finally {
      await ctx.database.db.update(popups).set({ isActive: false }).where(eq(popups.uuid, popup.uuid));
    }
  });
});

describe('a worker that has not loaded yet', () => {
  it('does not hold up the start: the app is ready, and a member gets the plain page after the budget', async () => {
    const slowDir = mkdtempSync(join(tmpdir(), 'apopunkt-member-pages-'));
    mkdirSync(join(slowDir, 'web'));
    writeFileSync(join(slowDir, 'web', 'index.html'), INDEX);
    // Were the start to wait for the worker, this app would never get ready.
    const slow = await createTestApp({
      env: { MEMBER_PAGE_BUDGET_MS: '300' },
      web: {
        dist: join(slowDir, 'web'),
        memberPageWorker: fileURLToPath(new URL('./fixtures/never-loading-worker.mjs', import.meta.url)),
      },
    });
    try {
      const health = await slow.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const user = await createUser(slow.database.db);
      const signIn = await slow.app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        payload: { username: user.email, password: DEFAULT_TEST_PASSWORD },
      });
      const cookie = pageCookie(signIn)?.value;
      expect(cookie).toBeTruthy();
      const res = await slow.app.inject({ method: 'GET', url: '/', headers: { cookie: `apopunkt_page=${cookie}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await slow.close();
      rmSync(slowDir, { recursive: true, force: true });
    }
  });
});
