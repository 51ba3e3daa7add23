import { hmac } from './crypto';

/**
 * Separate keys for separate purposes (client ids, e-mail codes, ...) derived from the one
 * server secret, so no feature signs with the JWT key itself and a leak of one derived key
 * does not let anyone forge access tokens.
 */
export interface KeyRing {
  derive(purpose: string): string;
}

export function createKeyRing(secret: string): KeyRing {
  const cache = new Map<string, string>();
  return {
    derive(purpose) {
      let key = cache.get(purpose);
      if (!key) {
        key = hmac(secret, `apopunkt/key/${purpose}`);
        cache.set(purpose, key);
      }
      return key;
    },
  };
}
