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

/**
 * Compact HS256 tokens (RFC 7519) on node:crypto's synchronous HMAC with one pinned header per
 * kind (`typ`): a token of one kind never passes as another, whatever its claims. Verification runs
 * on every signed-in request, and a Web Crypto round (key import, promise) cost more than the query
 * behind it. `verify` answers the payload of an intact token and null for anything else; the claims
 * are the caller's to check.
 */
export function createHs256(secret: string, typ: string) {
  const key = Buffer.from(secret, 'utf8');
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ })).toString('base64url');
  const signature = (signingInput: string) => createHmac('sha256', key).update(signingInput).digest();
  return {
    sign(payload: Record<string, unknown>): string {
      const signingInput = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
      return `${signingInput}.${signature(signingInput).toString('base64url')}`;
    },
    verify(token: string): Record<string, unknown> | null {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== header) return null;
      const [head, body, sent] = parts as [string, string, string];
      const expected = signature(`${head}.${body}`);
      const given = Buffer.from(sent, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
        return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    },
  };
}

/** How many verified access tokens one signer remembers (a few hundred bytes each). */
const REMEMBERED_ACCESS_TOKENS = 10_000;

type VerifiedClaims = AccessClaims & { exp: number };

/**
 * Access tokens: the algorithm and header are pinned (DESIGN §4). A client sends the same token
 * for up to 15 minutes, so the signer remembers the tokens it verified by their text (at most
 * REMEMBERED_ACCESS_TOKENS, the oldest forgotten first): the HMAC was about a tenth of a signed-in
 * request that the user cache answers. Only intact tokens are remembered, and the expiry is checked
 * on every use.
 */
export function createTokenSigner(secret: string, now: () => Date = () => new Date()) {
  const codec = createHs256(secret, 'JWT');
  const invalid = () => new AppError('TOKEN_INVALID', SESSION_ERRORS.sessionExpired);
  const verified = new Map<string, VerifiedClaims>();

  const readAccess = (token: string): VerifiedClaims => {
    const payload = codec.verify(token);
    if (!payload || typeof payload.exp !== 'number') throw invalid();
    if (!isUserId(payload.sub) || !isUuid(payload.sid)) throw invalid();
    const otp = payload.otp === 'pending' || payload.otp === 'verified' ? payload.otp : undefined;
    return { sub: payload.sub, sid: payload.sid, otp, exp: payload.exp };
  };

  return {
    /** `issuedAt` pins the time, so the same claims and time sign the same token again. */
    async signAccess(claims: AccessClaims, issuedAt: Date = now()): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return codec.sign({
        sid: claims.sid,
        ...(claims.otp ? { otp: claims.otp } : {}),
        sub: claims.sub,
        iat,
        exp: iat + ACCESS_TOKEN_TTL_SECONDS,
      });
    },
    /** The claims of a token we signed that has not expired; TOKEN_INVALID for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims> {
      let claims = verified.get(token);
      if (!claims) {
        claims = readAccess(token);
        verified.set(token, claims);
        if (verified.size > REMEMBERED_ACCESS_TOKENS) verified.delete(verified.keys().next().value as string);
      }
      if (claims.exp <= Math.floor(now().getTime() / 1000)) {
        verified.delete(token);
        throw invalid();
      }
      return { sub: claims.sub, sid: claims.sid, otp: claims.otp };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;
