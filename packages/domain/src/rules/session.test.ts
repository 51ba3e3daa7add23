import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, isSignedIn } from './session';

function token(payload: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
}

const now = new Date('2026-11-21T10:00:00Z');
const future = Math.floor(now.getTime() / 1000) + 600;

describe('isSignedIn', () => {
  it('needs a token, not expired, OTP done and the user loaded', () => {
    expect(isSignedIn(token({ exp: future }), true, now)).toBe(true);
    expect(isSignedIn(token({ exp: future, otp: 'verified' }), true, now)).toBe(true);
  });
  it('is false without a token or user', () => {
    expect(isSignedIn(null, true, now)).toBe(false);
    expect(isSignedIn(token({ exp: future }), false, now)).toBe(false);
  });
  it('is false for an expired or unreadable token', () => {
    expect(isSignedIn(token({ exp: future - 601 }), true, now)).toBe(false);
    expect(isSignedIn('garbage', true, now)).toBe(false);
    expect(isSignedIn(token({}), true, now)).toBe(false);
  });
  it('is false while the one-time code is pending', () => {
    expect(isSignedIn(token({ exp: future, otp: 'pending' }), true, now)).toBe(false);
  });
  it('decodes UTF-8 payloads', () => {
    const t = `x.${Buffer.from(JSON.stringify({ sub: 'Jürgen' })).toString('base64url')}.y`;
    expect(decodeTokenPayload(t)?.sub).toBe('Jürgen');
  });
});
