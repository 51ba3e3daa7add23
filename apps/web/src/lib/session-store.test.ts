// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocalStorage } from '../test/memory-local-storage';

const store = stubLocalStorage();

const { sessionStore } = await import('./session-store');

const user = (firstName: string) =>
  ({ id: 1, firstName, createdAt: new Date('2026-11-01T10:00:00Z'), permissions: [] }) as never;

describe('sessionStore.setUser', () => {
  beforeEach(() => sessionStore.clear());

  it('stores a changed user and tells the listeners', () => {
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);
    sessionStore.setUser(user('Paula'));
    sessionStore.setUser(user('Pia'));
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(sessionStore.get().user).toMatchObject({ firstName: 'Pia' });
    expect(JSON.parse(store.get('apopunkt.user') ?? 'null')).toMatchObject({ firstName: 'Pia' });
  });

  it('keeps the same state and stays quiet when the loaded user is unchanged', () => {
    sessionStore.setUser(user('Paula'));
    const before = sessionStore.get();
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);
    sessionStore.setUser(user('Paula'));
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBe(before);
  });

  it('signs the user out of the state when set to null', () => {
    sessionStore.setUser(user('Paula'));
    sessionStore.setUser(null);
    expect(sessionStore.get().user).toBeNull();
    expect(store.has('apopunkt.user')).toBe(false);
  });
});

describe('sessionStore.clear', () => {
  it('ends the page session with the stored session, so the server sends no member page', () => {
    const page = { cookie: '' };
    vi.stubGlobal('document', page);
    try {
      sessionStore.setUser(user('Paula'));
      sessionStore.clear();
    } finally {
      vi.stubGlobal('document', undefined);
    }
    expect(page.cookie).toBe('apopunkt_page=; Max-Age=0; Path=/; SameSite=Lax');
    expect(sessionStore.get()).toEqual({ access: null, active: false, user: null });
  });
});

describe('loading the app', () => {
  async function loadIn(page: { cookie: string }) {
    vi.resetModules();
    vi.stubGlobal('document', page);
    try {
      await import('./session-store');
    } finally {
      vi.stubGlobal('document', undefined);
    }
  }

  it('ends a page session the browser holds without a session (the plain page came instead of the drawn one)', async () => {
    store.clear();
    const page = { cookie: 'apopunkt_page=abc' };
    await loadIn(page);
    expect(page.cookie).toBe('apopunkt_page=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it("keeps a signed-in browser's page session", async () => {
    store.set('apopunkt.session', '1');
    const page = { cookie: 'apopunkt_page=abc' };
    await loadIn(page);
    expect(page.cookie).toBe('apopunkt_page=abc');
    store.clear();
  });
});

describe('sessionStore.setAccess', () => {
  beforeEach(() => sessionStore.clear());

  it('keeps the access token in memory only; the storage gets a hint that is no secret', () => {
    sessionStore.setAccess('header.payload.signature');
    expect(sessionStore.get()).toMatchObject({ access: 'header.payload.signature', active: true });
    expect([...store.entries()]).toEqual([['apopunkt.session', '1']]);
  });

  it('forgets the token when another tab signs out (the hint is gone), keeps it while the hint stays', () => {
    sessionStore.setAccess('header.payload.signature');
    sessionStore.reload();
    expect(sessionStore.get().access).toBe('header.payload.signature');
    store.clear();
    sessionStore.reload();
    expect(sessionStore.get()).toMatchObject({ access: null, active: false });
  });

  it('counts a refresh token left in storage by an older app as a session until it is dropped', () => {
    store.set('apopunkt.refresh', 'legacy');
    store.set('apopunkt.access', 'legacy-access');
    sessionStore.reload();
    expect(sessionStore.get().active).toBe(true);
    expect(sessionStore.legacyRefresh()).toBe('legacy');
    sessionStore.dropLegacyTokens();
    sessionStore.reload();
    expect(sessionStore.get().active).toBe(false);
    expect(store.size).toBe(0);
  });
});
