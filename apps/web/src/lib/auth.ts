import { isSignedIn } from '@apopunkt/domain/rules/session';
import type { User } from '@apopunkt/domain/schemas/users';
import { useSyncExternalStore } from 'react';
import { api } from './api-client';
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

/** The user schema, loaded with the first /v1/me answer rather than with the entry. */
const userSchemaOnDemand = () => import('@apopunkt/domain/schemas/users').then((m) => m.userSchema);

/** GET /v1/me and store the answer (spec §7: "current user, stored"). */
export async function loadCurrentUser(signal?: AbortSignal): Promise<User> {
  const user = await api.get('/v1/me', { schema: userSchemaOnDemand, signal });
  sessionStore.setUser(user);
  return user;
}

/** Stores fresh tokens and loads the user; an OTP-pending token makes loading fail with OTP_REQUIRED. */
export async function startSession(tokens: { access: string; refresh: string }): Promise<User> {
  sessionStore.setTokens(tokens);
  return loadCurrentUser();
}

/**
 * Sign-out (spec §4): ends the server session with the refresh token (failures ignored), then
 * clears both tokens, the stored user and local storage.
 */
export async function signOut(): Promise<void> {
  await endServerSession(sessionStore.get().refresh);
  sessionStore.clear();
}
