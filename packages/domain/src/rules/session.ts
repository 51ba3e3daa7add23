export interface TokenPayload {
  exp?: number;
  sub?: string;
  otp?: 'pending' | 'verified';
}

/** Reads a JWT's payload without verifying it (the client only needs expiry and the OTP marker). */
export function decodeTokenPayload(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload = JSON.parse(json) as unknown;
    return payload && typeof payload === 'object' ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(payload: TokenPayload | null, now: Date): boolean {
  return !payload || typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime();
}

export function needsOtp(payload: TokenPayload | null): boolean {
  return payload?.otp === 'pending';
}

/**
 * Signed in (spec §4) only if an access token exists, is not expired, does not still need its
 * one-time code, and the user record is loaded.
 */
export function isSignedIn(accessToken: string | null | undefined, userLoaded: boolean, now: Date): boolean {
  const payload = decodeTokenPayload(accessToken);
  return !!payload && !isTokenExpired(payload, now) && !needsOtp(payload) && userLoaded;
}
