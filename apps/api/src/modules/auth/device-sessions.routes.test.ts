import type { TokenPair } from '@apopunkt/domain/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { bearer, guardedCall, inject } from './auth-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

async function signInOn(email: string, device: string): Promise<TokenPair> {
  const res = await inject(ctx, {
    method: 'POST',
    url: '/api/v1/sessions',
    headers: { 'user-agent': device },
    payload: { username: email, password: DEFAULT_TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function list(access: string) {
  return inject(ctx, { method: 'GET', url: '/api/v1/me/sessions', headers: bearer(access) });
}

function end(access: string, id: string) {
  return inject(ctx, { method: 'DELETE', url: `/api/v1/me/sessions/${id}`, headers: bearer(access) });
}

function refresh(token: string) {
  return inject(ctx, {
    method: 'POST',
    url: '/api/v1/sessions/refresh',
    headers: { 'user-agent': 'ein anderes Gerät' },
    payload: { refresh: token },
  });
}

type Listed = { id: string; device: string | null; current: boolean; signedInAt: string; lastUsedAt: string };

async function sessionsOf(access: string): Promise<Listed[]> {
  const res = await list(access);
  expect(res.statusCode).toBe(200);
  return res.json().sessions;
}

async function twoDevices() {
  const user = await createUser(ctx.database.db);
  const laptop = await signInOn(user.email, LAPTOP);
  const phone = await signInOn(user.email, PHONE);
  return { user, laptop, phone };
}

describe('GET /api/v1/me/sessions', () => {
  it('lists the signed-in devices with the device of their sign-in, the caller marked', async () => {
    const { laptop, phone } = await twoDevices();
    // A refresh continues the phone's session on its sign-in device (one entry, not two).
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
    const sessions = await sessionsOf(laptop.access);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => [s.device, s.current]).sort()).toEqual(
      [
        [PHONE, false],
        [LAPTOP, true],
      ].sort(),
    );
    for (const s of sessions) expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt));
  });

  it('never lists another member’s sessions', async () => {
    const { laptop } = await twoDevices();
    const { phone: strangersPhone } = await twoDevices();
    const ids = (await sessionsOf(laptop.access)).map((s) => s.id);
    const strangers = (await sessionsOf(strangersPhone.access)).map((s) => s.id);
    expect(ids.filter((id) => strangers.includes(id))).toEqual([]);
  });
});

describe('DELETE /api/v1/me/sessions/{id}', () => {
  it('signs one device out at once: its access and refresh tokens stop working, the others stay', async () => {
    const { laptop, phone } = await twoDevices();
    expect((await guardedCall(ctx, phone.access)).statusCode).toBe(200);
    const phoneSession = (await sessionsOf(laptop.access)).find((s) => s.device === PHONE);
    if (!phoneSession) throw new Error('phone not listed');

    expect((await end(laptop.access, phoneSession.id)).statusCode).toBe(204);

    const refused = await guardedCall(ctx, phone.access);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('TOKEN_INVALID');
    expect((await refresh(phone.refresh)).statusCode).toBe(401);
    expect((await guardedCall(ctx, laptop.access)).statusCode).toBe(200);
    expect((await sessionsOf(laptop.access)).map((s) => s.device)).toEqual([LAPTOP]);
  });

  it('answers 404 for another member’s session and leaves it alone', async () => {
    const { laptop } = await twoDevices();
    const stranger = await twoDevices();
    const [strangersSession] = await sessionsOf(stranger.phone.access);
    if (!strangersSession) throw new Error('no session');
    const res = await end(laptop.access, strangersSession.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Diese Anmeldung gibt es nicht mehr. Bitte lade die Liste neu.');
    expect((await guardedCall(ctx, stranger.phone.access)).statusCode).toBe(200);
  });

  it('answers 400 in German for an id that is no session id', async () => {
    const { laptop } = await twoDevices();
    const res = await end(laptop.access, 'kein-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('DELETE /api/v1/me/sessions', () => {
  it('signs every other device out and keeps this one', async () => {
    const { user, laptop, phone } = await twoDevices();
    const tablet = await signInOn(user.email, 'Tablet');
    const res = await inject(ctx, { method: 'DELETE', url: '/api/v1/me/sessions', headers: bearer(laptop.access) });
    expect(res.statusCode).toBe(204);
    expect((await guardedCall(ctx, phone.access)).statusCode).toBe(401);
    expect((await guardedCall(ctx, tablet.access)).statusCode).toBe(401);
    expect((await guardedCall(ctx, laptop.access)).statusCode).toBe(200);
    expect(await sessionsOf(laptop.access)).toEqual([expect.objectContaining({ device: LAPTOP, current: true })]);
  });
});
