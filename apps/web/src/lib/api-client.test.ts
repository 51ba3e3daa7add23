// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, sessionOver } from '../test/fake-api';
import { stubLocalStorage } from '../test/memory-local-storage';

const store = stubLocalStorage();

const { apiRequest, renewSession } = await import('./api-client');
const { sessionStore } = await import('./session-store');

beforeEach(() => {
  sessionStore.clear();
});

describe('renewSession (refresh through the HttpOnly cookie)', () => {
  it('asks with an empty body as the web app and keeps the new access token in memory only', async () => {
    sessionStore.setAccess('old');
    const calls = fakeApi(() => json(200, { access: 'new-access' }));
    expect(await renewSession()).toBe('refreshed');
    expect(calls).toEqual([
      {
        url: '/api/v1/sessions/refresh',
        method: 'POST',
        headers: { Accept: 'application/json', 'x-apopunkt-client': 'web', 'Content-Type': 'application/json' },
        body: {},
      },
    ]);
    expect(sessionStore.get().access).toBe('new-access');
    expect([...store.values()].join()).not.toContain('new-access');
  });

  it('makes one call for all callers at once', async () => {
    sessionStore.setAccess('old');
    const calls = fakeApi(() => json(200, { access: 'new-access' }));
    const outcomes = await Promise.all([renewSession(), renewSession(), renewSession()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(calls).toHaveLength(1);
  });

  it('makes no call for a visitor without a session', async () => {
    const calls = fakeApi(() => json(200, { access: 'x' }));
    expect(await renewSession()).toBe('ended');
    expect(calls).toHaveLength(0);
  });

  it('tells an ended session from a server it could not reach', async () => {
    sessionStore.setAccess('old');
    fakeApi(sessionOver);
    expect(await renewSession()).toBe('ended');
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await renewSession()).toBe('unreachable');
    fakeApi(() => json(503, { error: { code: 'UNAVAILABLE', message: 'x' } }));
    expect(await renewSession()).toBe('unreachable');
  });

  it('does not bring back a session signed out while the refresh was on its way', async () => {
    sessionStore.setAccess('old');
    fakeApi(() => {
      sessionStore.clear();
      return json(200, { access: 'late' });
    });
    expect(await renewSession()).toBe('ended');
    expect(sessionStore.get()).toMatchObject({ access: null, active: false });
    expect(store.size).toBe(0);
  });

  it('refreshes on a 401 of an expired access token and repeats the call with the new one', async () => {
    sessionStore.setAccess('expired');
    const calls = fakeApi((call) => {
      if (call.url === '/api/v1/sessions/refresh') return json(200, { access: 'fresh' });
      return call.headers.Authorization === 'Bearer fresh' ? json(200, { ok: true }) : sessionOver();
    });
    await expect(apiRequest('GET', '/v1/me')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/me',
      'POST /api/v1/sessions/refresh',
      'GET /api/v1/me',
    ]);
  });
});

describe('moving a session out of localStorage (tokens of an older app)', () => {
  function legacySession() {
    store.set('apopunkt.access', 'legacy-access');
    store.set('apopunkt.refresh', 'legacy-refresh');
    sessionStore.reload();
  }

  it('posts the stored refresh token once as the web app, then deletes both keys', async () => {
    legacySession();
    const calls = fakeApi(() => json(200, { access: 'moved' }));
    expect(await renewSession()).toBe('refreshed');
    expect(calls[0]?.body).toEqual({ refresh: 'legacy-refresh' });
    expect(calls[0]?.headers['x-apopunkt-client']).toBe('web');
    expect(store.has('apopunkt.access')).toBe(false);
    expect(store.has('apopunkt.refresh')).toBe(false);
    expect(sessionStore.get()).toMatchObject({ access: 'moved', active: true });
    await renewSession();
    expect(calls[1]?.body).toEqual({});
  });

  it('deletes the keys also when the server says the session is over', async () => {
    legacySession();
    fakeApi(sessionOver);
    expect(await renewSession()).toBe('ended');
    expect(store.has('apopunkt.access')).toBe(false);
    expect(store.has('apopunkt.refresh')).toBe(false);
  });

  it('keeps them for the next page load while the server cannot be reached', async () => {
    legacySession();
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await renewSession()).toBe('unreachable');
    expect(store.get('apopunkt.refresh')).toBe('legacy-refresh');
  });
});
