import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import { decodeTokenPayload, isSignedIn, isTokenExpired } from '@apopunkt/domain/rules/session';
import type { User } from '@apopunkt/domain/schemas/users';
import { renewSession } from './api-client';
import { call } from './call';
import { sessionStore } from './session-store';

/** Refresh this long before the access token runs out. */
export const REFRESH_AHEAD_MS = 60_000;

/** The server session of this browser is ended or being ended; false again once a new one starts. */
let ended = false;
let wasActive = sessionStore.get().active;
sessionStore.subscribe(() => {
  const { active } = sessionStore.get();
  if (active && !wasActive) ended = false;
  wasActive = active;
});

/**
 * Ends the server session (sessionEndpoints.signOut; the refresh cookie goes with it and the answer
 * clears it); failures are ignored (spec §4) and each session is ended only once.
 */
export async function endServerSession(): Promise<void> {
  if (ended) return;
  ended = true;
  try {
    await call(sessionEndpoints.signOut, { bearer: null, skipRefresh: true });
  } catch {
    // ignored on purpose
  }
}

/**
 * The session is gone (refresh failed, token unreadable): the server session is ended and the
 * browser session cleared; the session watcher then sends the user to sign-in when the page needs
 * a login (spec §4).
 */
export function expireSession(): void {
  const { access, active, user } = sessionStore.get();
  if (!access && !active && !user) return;
  void endServerSession();
  sessionStore.clear();
}

/** Milliseconds until the access token should be refreshed; null without a readable token. */
export function msUntilRefresh(access: string | null, now: number): number | null {
  const payload = decodeTokenPayload(access);
  if (!payload || typeof payload.exp !== 'number') return null;
  return Math.max(0, payload.exp * 1000 - REFRESH_AHEAD_MS - now);
}

/**
 * Makes sure the browser's session is usable before a guard decides: without an access token in
 * memory (a page load, another tab signed in) or with one (nearly) expired, the refresh cookie
 * gives a new one. A session the server says is over ends here; an unreachable server leaves it
 * for the next try. An unreadable token ends the session.
 */
export async function ensureFreshSession(): Promise<void> {
  const { access, active } = sessionStore.get();
  // No refresh (a rotation) for a session that is being signed out, e.g. on a load of /sign-out.
  if (!active || ended) return;
  const payload = decodeTokenPayload(access);
  if (access && !payload) {
    expireSession();
    return;
  }
  if (payload && !isTokenExpired(payload, new Date(Date.now() + REFRESH_AHEAD_MS))) return;
  if ((await renewSession()) === 'ended') expireSession();
}

/** The signed-in user right now, outside React (spec §4 signed-in rule). */
export function signedInUser(): User | null {
  const { access, user } = sessionStore.get();
  return isSignedIn(access, !!user, new Date()) ? user : null;
}
