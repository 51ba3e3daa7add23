import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import { isSignedIn } from '@apopunkt/domain/rules/session';
import type { SessionTokens } from '@apopunkt/domain/schemas/auth';
import type { User } from '@apopunkt/domain/schemas/users';
import { useSyncExternalStore } from 'react';
import { call } from './call';
import { endServerSession } from './session-lifecycle';
import { type SessionState, sessionStore } from './session-store';

/** The current session, re-rendering on every change (tokens, user, other tabs). */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in user, or null (spec §4 signed-in rule). */
export function useCurrentUser(): User | null {
  const session = useSession();
  return isSignedIn(session.access, !!session.user, new Date()) ? session.user : null;
}

export function useIsSignedIn(): boolean {
  return useCurrentUser() !== null;
}

/** Loads the current user (its schema comes with the first answer, not with the entry) and stores the answer (spec §7: "current user, stored"). */
export async function loadCurrentUser(signal?: AbortSignal): Promise<User> {
  const user = await call(sessionEndpoints.currentUser, { signal });
  sessionStore.setUser(user);
  return user;
}

/**
 * Keeps the access token of a fresh session in memory (its refresh token arrived as the HttpOnly
 * cookie) and loads the user; an OTP-pending token makes loading fail with OTP_REQUIRED.
 */
export async function startSession(tokens: SessionTokens): Promise<User> {
  sessionStore.setAccess(tokens.access);
  return loadCurrentUser();
}

/**
 * Sign-out (spec §4): ends the server session with the refresh cookie (failures ignored), then
 * clears the access token, the stored user and local storage.
 */
export async function signOut(): Promise<void> {
  await endServerSession();
  sessionStore.clear();
}
