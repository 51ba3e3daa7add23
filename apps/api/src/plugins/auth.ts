import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../lib/jwt';
import type { AuthUser, UserProfileData } from '../modules/users';
import { loadSessionUser } from '../modules/users';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified access-token claims, or null when no (valid) bearer token was sent. */
    claims: AccessClaims | null;
    /** The signed-in user; set by the route's access guard (plugins/access.ts). */
    user: AuthUser | null;
    /** The signed-in user's full profile, loaded in the same query as `user` (GET /v1/me answers it). */
    userProfile: UserProfileData | null;
    /** Why a sent bearer token was rejected; raised only by routes that need a user. */
    tokenError: AppError | null;
  }
  interface FastifyContextConfig {
    /** The route reads the bearer itself (e.g. DELETE /v1/sessions takes the refresh token). */
    rawBearer?: boolean;
  }
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

function signInRequired(): AppError {
  return new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
}

/**
 * Reads the bearer token on every request; the access guards decide what a route needs. An
 * invalid or expired token fails only routes that need a user, so public calls keep working.
 * Every API answer is private by default: `Cache-Control: no-store` unless the route says otherwise.
 */
export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('claims', null);
  app.decorateRequest('user', null);
  app.decorateRequest('userProfile', null);
  app.decorateRequest('tokenError', null);
  // Callback style: a request without a token (health, pages, public reads) goes on at once.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    const token = bearer(request);
    if (!token || request.routeOptions.config?.rawBearer) return done();
    app.deps.tokens.verifyAccess(token).then(
      (claims) => {
        request.claims = claims;
        done();
      },
      (err: unknown) => {
        request.tokenError = err as AppError;
        done();
      },
    );
  });
});

/**
 * The user behind the access token, loaded once per request (from this instance's cache or in one
 * round trip) together with the liveness of the token's session: a signed-out, revoked or expired
 * session is refused at once, not only when the access token expires.
 */
export async function loadSignedInUser(
  request: FastifyRequest,
  options: { allowOtpPending: boolean },
): Promise<AuthUser> {
  if (request.user) return request.user;
  if (request.tokenError) throw request.tokenError;
  const claims = request.claims;
  if (!claims) throw signInRequired();
  if (claims.otp === 'pending' && !options.allowOtpPending) {
    throw new AppError('OTP_REQUIRED', SESSION_ERRORS.otpRequired);
  }
  const { deps } = request.server;
  const found = await loadSessionUser(deps, Number(claims.sub), { id: claims.sid, now: deps.clock.now() });
  if (!found?.user.isActive) throw signInRequired();
  if (!found.sessionLive) {
    throw new AppError('TOKEN_INVALID', SESSION_ERRORS.sessionExpired);
  }
  request.user = found.user;
  request.userProfile = found.profile;
  return found.user;
}

/** The signed-in user's profile as loaded by the guard (GET /v1/me), without another query. */
export function currentUserProfile(request: FastifyRequest): UserProfileData {
  if (!request.userProfile) throw signInRequired();
  return request.userProfile;
}

/** The signed-in user of a guarded route (throws if a route is public by mistake). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw signInRequired();
  return request.user;
}
