import { sessionStore } from '../lib/session-store';

/** An access token the client takes for valid until `exp` (seconds); the browser never checks its signature. */
function accessToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp })}.sig`;
}

/**
 * Signs a member in for a test in the node environment: an access token valid for 15 minutes and a
 * user record (a member without permissions, premium or staff unless `over` says so). Import it
 * after stubLocalStorage(), as the session store reads the storage when it loads.
 */
export function signInForTest(over: Record<string, unknown> = {}): void {
  sessionStore.setAccess(accessToken(Math.floor(Date.now() / 1000) + 900));
  sessionStore.setUser({ isStaff: false, isPremium: false, permissions: [], subscriptions: [], ...over } as never);
}
