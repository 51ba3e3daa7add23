import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import { AppError } from '@apopunkt/domain/errors';
import { formatMessage, MESSAGES } from '@apopunkt/domain/messages';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../lib/jwt';
import type { AuthUser } from '../modules/users/auth-user';
import { findAuthUser } from '../modules/users/auth-user.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified access-token claims, or null when no (valid) bearer token was sent. */
    claims: AccessClaims | null;
    /** The signed-in user; set by requireUser and the guards built on it. */
    user: AuthUser | null;
    /** Why a sent bearer token was rejected; raised only by routes that need a user. */
    tokenError: AppError | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Reads the bearer token on every request; the guards below decide what a route needs. An
 * invalid or expired token fails only routes that need a user, so public calls keep working.
 */
export { bearer };

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('claims', null);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenError', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token || request.routeOptions.config?.rawBearer) return;
    try {
      request.claims = await app.deps.tokens.verifyAccess(token);
    } catch (err) {
      request.tokenError = err as AppError;
    }
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads the bearer itself (e.g. DELETE /v1/sessions takes the refresh token). */
    rawBearer?: boolean;
  }
}

async function loadUser(request: FastifyRequest, allowOtpPending: boolean): Promise<AuthUser> {
  if (request.user) return request.user;
  if (request.tokenError) throw request.tokenError;
  const claims = request.claims;
  if (!claims) throw new AppError('UNAUTHENTICATED', 'Bitte melde dich an.');
  if (claims.otp === 'pending' && !allowOtpPending) {
    throw new AppError('OTP_REQUIRED', 'Bitte gib den Code aus deiner Authenticator-App ein.');
  }
  const user = await findAuthUser(request.server.deps.db, Number(claims.sub));
  if (!user?.isActive) throw new AppError('UNAUTHENTICATED', 'Bitte melde dich an.');
  request.user = user;
  return user;
}

/** Any signed-in user whose two-factor step is done. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  await loadUser(request, false);
};

/** Signed in, two-factor code possibly still outstanding (only for /2fa/otp/login). */
export const requireUserOtpPending: preHandlerAsyncHookHandler = async (request) => {
  await loadUser(request, true);
};

function forbidden(): AppError {
  return new AppError('FORBIDDEN', MESSAGES.noAccess);
}

export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await loadUser(request, false);
    if (!user.permissions.includes(permission)) throw forbidden();
  };
}

export const requireStaff: preHandlerAsyncHookHandler = async (request) => {
  const user = await loadUser(request, false);
  if (!user.isStaff) throw forbidden();
};

export const requireSuperuser: preHandlerAsyncHookHandler = async (request) => {
  const user = await loadUser(request, false);
  if (!user.isSuperuser) throw forbidden();
};

/** A business subscription of that type, or staff (spec §6). */
export function requireSubscription(type: SubscriptionType): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = await loadUser(request, false);
    if (!user.isStaff && !user.subscriptions.some((s) => s.type === type)) throw forbidden();
  };
}

export const requirePremium: preHandlerAsyncHookHandler = async (request) => {
  const user = await loadUser(request, false);
  if (!user.isPremium) {
    throw new AppError(
      'PREMIUM_REQUIRED',
      formatMessage(MESSAGES.premiumRequired, { product: request.server.deps.config.PRODUCT_NAME }),
    );
  }
};

/** The signed-in user of a guarded route (throws if a route forgot its guard). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Bitte melde dich an.');
  return request.user;
}
