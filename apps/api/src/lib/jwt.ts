import { createSecretKey } from 'node:crypto';
import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id */
  sid: string;
  /** 'pending' while a two-factor code is still needed */
  otp?: 'pending' | 'verified';
}

/** HS256 access tokens with the algorithm pinned on verification (DESIGN §4). */
export function createTokenSigner(secret: string, now: () => Date = () => new Date()) {
  // Imported once: a KeyObject spares jose the key import on every sign and verify.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    /** `issuedAt` pins the time, so the same claims and time sign the same token again. */
    async signAccess(claims: AccessClaims, issuedAt: Date = now()): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const jwt = new SignJWT({ sid: claims.sid, ...(claims.otp ? { otp: claims.otp } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS);
      return jwt.sign(key);
    },
    async verifyAccess(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (!isUserId(payload.sub) || !isUuid(payload.sid)) throw new Error('claims');
        const otp = payload.otp === 'pending' || payload.otp === 'verified' ? payload.otp : undefined;
        return { sub: payload.sub, sid: payload.sid, otp };
      } catch {
        throw new AppError('TOKEN_INVALID', SESSION_ERRORS.sessionExpired);
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;
