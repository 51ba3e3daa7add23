import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id */
  sid: string;
  /** 'pending' while a two-factor code is still needed */
  otp?: 'pending' | 'verified';
}

/** The only header we sign with and the only one we accept (the algorithm is pinned, DESIGN §4). */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * HS256 access tokens (RFC 7519) on node:crypto's synchronous HMAC: verification runs on every
 * signed-in request, and a Web Crypto round (key import, promise) cost more than the query behind it.
 */
export function createTokenSigner(secret: string, now: () => Date = () => new Date()) {
  const key = Buffer.from(secret, 'utf8');
  const signature = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();
  const invalid = () => new AppError('TOKEN_INVALID', SESSION_ERRORS.sessionExpired);
  return {
    /** `issuedAt` pins the time, so the same claims and time sign the same token again. */
    async signAccess(claims: AccessClaims, issuedAt: Date = now()): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      const payload = {
        sid: claims.sid,
        ...(claims.otp ? { otp: claims.otp } : {}),
        sub: claims.sub,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${signingInput}.${signature(signingInput).toString('base64url')}`;
    },
    /** The claims of a token we signed that has not expired; TOKEN_INVALID for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims> {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) throw invalid();
      const [header, body, sent] = parts as [string, string, string];
      const expected = signature(`${header}.${body}`);
      const given = Buffer.from(sent, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      const nowSeconds = Math.floor(now().getTime() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp <= nowSeconds) throw invalid();
      if (!isUserId(payload.sub) || !isUuid(payload.sid)) throw invalid();
      const otp = payload.otp === 'pending' || payload.otp === 'verified' ? payload.otp : undefined;
      return { sub: payload.sub, sid: payload.sid, otp };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;
