import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../lib/jwt';
import type { AuthUser } from './auth-user';
import { loadSessionUser } from './session-user';
import type { UserProfileData } from './user-profile';

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

function signInRequired(): AppError {
  return new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
}

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
