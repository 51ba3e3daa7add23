import { PAGE_SESSION_COOKIE } from '@apopunkt/domain/constants/page-session';
import { reviveDates } from '@apopunkt/domain/rules/revive-dates';
import type { User } from '@apopunkt/domain/schemas/users';

/**
 * The browser session: both tokens and the cached user record in localStorage (spec §3/§4),
 * observable with useSyncExternalStore. The user is restored with its dates revived.
 */
const ACCESS_KEY = 'apopunkt.access';
const REFRESH_KEY = 'apopunkt.refresh';
const USER_KEY = 'apopunkt.user';

export interface SessionState {
  access: string | null;
  refresh: string | null;
  user: User | null;
}

/** Reviving turns the user's ISO strings into Dates; the API shape keeps strings, so widen here. */
export type StoredUser = User;

function read(): SessionState {
  const rawUser = localStorage.getItem(USER_KEY);
  let user: User | null = null;
  if (rawUser) {
    try {
      user = reviveDates(JSON.parse(rawUser)) as User;
    } catch {
      user = null;
    }
  }
  return { access: localStorage.getItem(ACCESS_KEY), refresh: localStorage.getItem(REFRESH_KEY), user };
}

let state: SessionState = typeof localStorage === 'undefined' ? { access: null, refresh: null, user: null } : read();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function write(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setTokens(tokens: { access: string; refresh: string }): void {
    write(ACCESS_KEY, tokens.access);
    write(REFRESH_KEY, tokens.refresh);
    state = { ...state, ...tokens };
    emit();
  },
  setUser(user: User | null): void {
    const raw = user ? JSON.stringify(user) : null;
    // The user is loaded again on every page load; an unchanged answer must not redraw the page.
    if (raw === localStorage.getItem(USER_KEY) && (user === null) === (state.user === null)) return;
    write(USER_KEY, raw);
    state = { ...state, user };
    emit();
  },
  /**
   * Sign-out (spec §4): both tokens, the stored user and the whole local storage, and the page
   * session, so that the server sends this browser no member's page (also when the sign-out call
   * did not get through).
   */
  clear(): void {
    localStorage.clear();
    if (typeof document !== 'undefined') {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed deletion string; the Cookie Store API is not in every browser we support
      document.cookie = `${PAGE_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    }
    state = { access: null, refresh: null, user: null };
    emit();
  },
  /** Another tab changed the session. */
  reload(): void {
    state = read();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || [ACCESS_KEY, REFRESH_KEY, USER_KEY].includes(event.key)) sessionStore.reload();
  });
}
