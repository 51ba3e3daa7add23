import { PAGE_SESSION_COOKIE } from '@apopunkt/domain/constants/page-session';
import { reviveDates } from '@apopunkt/domain/rules/revive-dates';
import type { User } from '@apopunkt/domain/schemas/users';

/**
 * The browser session (spec §3/§4, DESIGN §4): the access token in this tab's memory only, the
 * refresh token in an HttpOnly cookie that no script reads (api-client.ts refreshes with it), and
 * in localStorage only what is no secret: a hint that a session exists (so that a page load asks
 * for an access token only then, and other tabs hear of sign-in and sign-out through the storage
 * event) and the cached user record for the first paint. Observable with useSyncExternalStore.
 */
const HINT_KEY = 'apopunkt.session';
const USER_KEY = 'apopunkt.user';
/** Where the tokens lived before issue 33; read once to move the session into the cookie. */
const LEGACY_ACCESS_KEY = 'apopunkt.access';
const LEGACY_REFRESH_KEY = 'apopunkt.refresh';

export interface SessionState {
  /** The access token (15 minutes), held in memory by this tab; null until a refresh gave one. */
  access: string | null;
  /** This browser holds a session: its refresh cookie (or a legacy token) can give an access token. */
  active: boolean;
  user: User | null;
}

/** Reviving turns the user's ISO strings into Dates; the API shape keeps strings, so widen here. */
export type StoredUser = User;

function readUser(): User | null {
  const rawUser = localStorage.getItem(USER_KEY);
  if (!rawUser) return null;
  try {
    return reviveDates(JSON.parse(rawUser)) as User;
  } catch {
    return null;
  }
}

function hasSession(): boolean {
  return localStorage.getItem(HINT_KEY) !== null || localStorage.getItem(LEGACY_REFRESH_KEY) !== null;
}

let state: SessionState =
  typeof localStorage === 'undefined'
    ? { access: null, active: false, user: null }
    : { access: null, active: hasSession(), user: readUser() };
const listeners = new Set<() => void>();

/** The page session goes: the server sends this browser no member's page (plugins/web-app.ts). */
function dropPageSession(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed deletion string; the Cookie Store API is not in every browser we support
  document.cookie = `${PAGE_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

// A browser without a session keeps no page session either. start-app.js drops it on a member's
// page drawn for someone else; this covers the plain page the server sends when it could not draw
// that page in its budget.
if (typeof document !== 'undefined' && !state.active) dropPageSession();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new access token (sign-in, refresh, password change): the browser now holds a session. */
  setAccess(access: string): void {
    if (localStorage.getItem(HINT_KEY) === null) localStorage.setItem(HINT_KEY, '1');
    state = { ...state, access, active: true };
    emit();
  },
  setUser(user: User | null): void {
    const raw = user ? JSON.stringify(user) : null;
    // The user is loaded again on every page load; an unchanged answer must not redraw the page.
    if (raw === localStorage.getItem(USER_KEY) && (user === null) === (state.user === null)) return;
    if (raw === null) localStorage.removeItem(USER_KEY);
    else localStorage.setItem(USER_KEY, raw);
    state = { ...state, user };
    emit();
  },
  /**
   * The session a member's page is drawn for on the server (prerender/render-member-page.tsx), or
   * none once it is drawn: in memory only, the server has no storage.
   */
  drawFor(session: { access: string; user: User } | null): void {
    state = session
      ? { access: session.access, active: true, user: session.user }
      : { access: null, active: false, user: null };
    emit();
  },
  /** The refresh token an older version of the app kept in localStorage, until it is moved over. */
  legacyRefresh: (): string | null => localStorage.getItem(LEGACY_REFRESH_KEY),
  /** The legacy tokens are gone for good: moved into the cookie, or their session is over. */
  dropLegacyTokens(): void {
    localStorage.removeItem(LEGACY_ACCESS_KEY);
    localStorage.removeItem(LEGACY_REFRESH_KEY);
  },
  /**
   * Sign-out (spec §4): the access token, the hint, the stored user and the whole local storage,
   * and the page session, so that the server sends this browser no member's page (also when the
   * sign-out call did not get through; the refresh cookie is then dead but left to the server).
   */
  clear(): void {
    localStorage.clear();
    if (typeof document !== 'undefined') dropPageSession();
    state = { access: null, active: false, user: null };
    emit();
  },
  /** Another tab changed the session: signed out (the hint is gone) or signed in (a hint appeared). */
  reload(): void {
    const active = hasSession();
    state = { access: active ? state.access : null, active, user: readUser() };
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === HINT_KEY || event.key === USER_KEY) sessionStore.reload();
  });
}
