import type { User } from '@apopunkt/domain/schemas/users';
import { sessionStore } from '../lib/session-store';

/** An access token the app reads as live for a quarter of an hour (its signature is not checked here). */
export function testAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;
}

/**
 * Signs a user in for a component under test: a live token and the stored user record (a member
 * without permissions, premium or staff unless `over` says so). In the node environment import it
 * after stubLocalStorage(), as the session store reads the storage when it loads.
 */
export function signInForTest(over: Partial<User> = {}): void {
  sessionStore.setAccess(testAccessToken());
  sessionStore.setUser({ isStaff: false, isPremium: false, permissions: [], subscriptions: [], ...over } as User);
}
