import type { EndpointAccess } from '@apopunkt/domain/endpoints/access';
import { AppError } from '@apopunkt/domain/errors';
import { formatMessage, MESSAGES } from '@apopunkt/domain/messages';
import type { AuthUser } from './auth-user';

function forbidden(): AppError {
  return new AppError('FORBIDDEN', MESSAGES.noAccess);
}

/**
 * Throws the 403 (or PREMIUM_REQUIRED) an endpoint's access asks for when the signed-in user lacks
 * a requirement: the route guards (plugins/access.ts) and services that check the same rules.
 */
export function assertAccess(
  user: AuthUser,
  access: Exclude<EndpointAccess, 'public' | 'otp-pending' | 'user'>,
  product: string,
) {
  if (access === 'staff') {
    if (!user.isStaff) throw forbidden();
    return;
  }
  if (access === 'superuser') {
    if (!user.isSuperuser) throw forbidden();
    return;
  }
  if (access.permission && !user.permissions.includes(access.permission)) throw forbidden();
  if (access.subscription && !user.isStaff) {
    const wanted = access.subscription;
    if (!user.subscriptions.some((s) => wanted === 'any' || s.type === wanted)) throw forbidden();
  }
  if (access.premium && !user.isPremium) {
    throw new AppError('PREMIUM_REQUIRED', formatMessage(MESSAGES.premiumRequired, { product }));
  }
}
