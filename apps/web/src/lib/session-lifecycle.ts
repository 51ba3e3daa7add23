import { decodeTokenPayload, isSignedIn, isTokenExpired } from '@apopunkt/domain/rules/session';
import type { User } from '@apopunkt/domain/schemas/users';
import { api, refreshSession } from './api-client';
import { sessionStore } from './session-store';

/** Refresh this long before the access token runs out. */
export const REFRESH_AHEAD_MS = 60_000;

const endedRefreshTokens = new Set<string>();

/**
 * Ends the server session of `refresh` (DELETE /v1/sessions with the refresh token as bearer);
 * failures are ignored (spec §4) and each token is ended only once.
 */
export async function endServerSession(refresh: string | null | undefined): Promise<void> {
  if (!refresh || endedRefreshTokens.has(refresh)) return;
  endedRefreshTokens.add(refresh);
  try {
    await api.delete('/v1/sessions', { bearer: refresh, skipRefresh: true });
  } catch {
    // ignored on purpose
  }
}

/**
 * The session is gone (refresh failed, token expired or unreadable): the server session is ended
 * with the old refresh token and the browser session cleared; the session watcher then sends the
 * user to sign-in when the page needs a login (spec §4).
 */
export function expireSession(): void {
  const { access, refresh, user } = sessionStore.get();
  if (!access && !refresh && !user) return;
  void endServerSession(refresh);
  sessionStore.clear();
}

/** Milliseconds until the access token should be refreshed; null without a readable token. */
export function msUntilRefresh(access: string | null, now: number): number | null {
  const payload = decodeTokenPayload(access);
  if (!payload || typeof payload.exp !== 'number') return null;
  return Math.max(0, payload.exp * 1000 - REFRESH_AHEAD_MS - now);
}

/**
 * Makes sure a stored session is usable before a guard decides: an expired (or nearly expired)
 * access token is refreshed once; if that fails, or the token is unreadable, the session ends.
 */
export async function ensureFreshSession(): Promise<void> {
  const { access, refresh } = sessionStore.get();
  if (!access && !refresh) return;
  const payload = decodeTokenPayload(access);
  if (access && !payload) {
    expireSession();
    return;
  }
  const soon = new Date(Date.now() + REFRESH_AHEAD_MS);
  if (payload && !isTokenExpired(payload, soon)) return;
  if (!(await refreshSession()) && (!payload || isTokenExpired(payload, new Date()))) expireSession();
}

/** The signed-in user right now, outside React (spec §4 signed-in rule). */
export function signedInUser(): User | null {
  const { access, user } = sessionStore.get();
  return isSignedIn(access, !!user, new Date()) ? user : null;
}
