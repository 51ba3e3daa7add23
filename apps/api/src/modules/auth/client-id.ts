import { hmac, randomToken, safeEqual } from '../../lib/crypto';

/** How long a client id from GET /v1/users/client-id stays valid. */
export const CLIENT_ID_TTL_MS = 60 * 60 * 1000;

/**
 * A signed, short-lived token `<expiry>.<nonce>.<signature>` that the registration form fetches
 * first and sends with the availability check, so the check cannot be called blind; together
 * with the per-IP limit it makes enumerating addresses slow.
 */
export function issueClientId(key: string, now: Date): string {
  const payload = `${Math.floor((now.getTime() + CLIENT_ID_TTL_MS) / 1000)}.${randomToken(12)}`;
  return `${payload}.${hmac(key, payload)}`;
}

export function isValidClientId(key: string, hash: string, now: Date): boolean {
  const parts = hash.split('.');
  if (parts.length !== 3) return false;
  const [expiry, nonce, signature] = parts as [string, string, string];
  if (!/^\d{1,12}$/.test(expiry) || !safeEqual(signature, hmac(key, `${expiry}.${nonce}`))) return false;
  return Number(expiry) * 1000 > now.getTime();
}
