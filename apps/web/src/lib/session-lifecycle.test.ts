// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, sessionOver } from '../test/fake-api';
import { stubLocalStorage } from '../test/memory-local-storage';

const store = stubLocalStorage();

const { ensureFreshSession, endServerSession } = await import('./session-lifecycle');
const { sessionStore } = await import('./session-store');

/** An access token (unsigned: the client only reads its expiry) valid for `seconds`. */
const accessToken = (seconds: number) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
};

/** A page load of a browser that holds a session: the hint and the user are stored, no token. */
function pageLoadWithSession() {
  sessionStore.clear();
  store.set('apopunkt.session', '1');
  store.set('apopunkt.user', JSON.stringify({ id: 7, firstName: 'Paula' }));
  sessionStore.reload();
}

beforeEach(() => sessionStore.clear());

describe('ensureFreshSession', () => {
  it('gets an access token through the cookie on a page load of a browser with a session', async () => {
    pageLoadWithSession();
    const fresh = accessToken(900);
    const calls = fakeApi(() => json(200, { access: fresh }));
    await ensureFreshSession();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/v1/sessions/refresh']);
    expect(sessionStore.get().access).toBe(fresh);
    await ensureFreshSession();
    expect(calls).toHaveLength(1);
  });

  it('makes no call for an anonymous visitor', async () => {
    const calls = fakeApi(() => json(200, { access: accessToken(900) }));
    await ensureFreshSession();
    expect(calls).toHaveLength(0);
  });

  it('ends the session the server says is over, and keeps it while the server is unreachable', async () => {
    pageLoadWithSession();
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await ensureFreshSession();
    expect(sessionStore.get()).toMatchObject({ active: true, user: { id: 7 } });

    const calls = fakeApi((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : sessionOver()));
    await ensureFreshSession();
    expect(sessionStore.get()).toEqual({ access: null, active: false, user: null });
    expect(store.size).toBe(0);
    expect(calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('refreshes an access token shortly before it runs out', async () => {
    sessionStore.setAccess(accessToken(30));
    const calls = fakeApi(() => json(200, { access: accessToken(900) }));
    await ensureFreshSession();
    expect(calls).toHaveLength(1);
  });
});

describe('endServerSession', () => {
  it('signs out with the cookie as the web app, once per session', async () => {
    sessionStore.setAccess(accessToken(900));
    const calls = fakeApi(() => new Response(null, { status: 204 }));
    await endServerSession();
    await endServerSession();
    expect(calls).toEqual([
      {
        url: '/api/v1/sessions',
        method: 'DELETE',
        headers: { Accept: 'application/json', 'x-apopunkt-client': 'web' },
        body: undefined,
      },
    ]);
    expect(await ensureFreshSession()).toBeUndefined();
    expect(calls).toHaveLength(1);
    sessionStore.clear();
    sessionStore.setAccess(accessToken(900));
    await endServerSession();
    expect(calls).toHaveLength(2);
  });

  it('keeps a page load of /sign-out from refreshing the session it ends', async () => {
    pageLoadWithSession();
    const calls = fakeApi(() => new Response(null, { status: 204 }));
    const ending = endServerSession();
    await ensureFreshSession();
    await ending;
    expect(calls.map((call) => call.method)).toEqual(['DELETE']);
  });
});
