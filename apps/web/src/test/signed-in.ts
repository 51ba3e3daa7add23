import type { User } from '@apopunkt/domain/schemas/users';
import { sessionStore } from '../lib/session-store';

/** An access token the app reads as live for a quarter of an hour (its signature is not checked here). */
export function testAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;
}

/** Signs `user` in for a component under test: a live token and the stored user record. */
export function signInForTest(user: Partial<User>): void {
  sessionStore.setAccess(testAccessToken());
  sessionStore.setUser(user as User);
}
