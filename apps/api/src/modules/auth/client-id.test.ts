import { describe, expect, it } from 'vitest';
import { CLIENT_ID_TTL_MS, issueClientId, isValidClientId } from './client-id';

const KEY = 'a-derived-test-key';
const NOW = new Date('2025-03-01T09:00:00Z');

describe('client id', () => {
  it('is valid for an hour with the key that signed it', () => {
    const id = issueClientId(KEY, NOW);
    expect(isValidClientId(KEY, id, NOW)).toBe(true);
    expect(isValidClientId(KEY, id, new Date(NOW.getTime() + CLIENT_ID_TTL_MS - 1000))).toBe(true);
    expect(isValidClientId(KEY, id, new Date(NOW.getTime() + CLIENT_ID_TTL_MS + 1000))).toBe(false);
    expect(isValidClientId('another-key', id, NOW)).toBe(false);
  });

  it('refuses tampering and garbage', () => {
    const [expiry, nonce, signature] = issueClientId(KEY, NOW).split('.');
    expect(isValidClientId(KEY, `${Number(expiry) + 60}.${nonce}.${signature}`, NOW)).toBe(false);
    expect(isValidClientId(KEY, `${expiry}.other.${signature}`, NOW)).toBe(false);
    for (const bad of ['', 'a.b', 'a.b.c.d', `x.${nonce}.${signature}`])
      expect(isValidClientId(KEY, bad, NOW)).toBe(false);
  });
});
