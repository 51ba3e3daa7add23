import type { SubscriptionType } from '../constants/features';
import type { Permission } from '../constants/permissions';
import { hasBusinessAccess, hasPermission, type UserLike } from '../policies';

/** What a route asks of the visitor (spec §2, §6). */
export interface RouteRequirements {
  /** Login required. Implied by every other requirement except `loggedOut`. */
  auth?: boolean;
  /** Only for visitors who are not signed in (sign-in, sign-up, reset password). */
  loggedOut?: boolean;
  permission?: Permission;
  premium?: boolean;
  /** Only for users who are not premium yet (become-premium). */
  notPremium?: boolean;
  /** Business area: a subscription type, 'staff', 'superuser', or 'any' business access. */
  business?: SubscriptionType | 'staff' | 'superuser' | 'any';
}

/**
 * The outcome of checking a route (spec §8): go on, sign in first, go Home, blocked for lack of
 * access, premium needed, or already premium.
 */
export type RouteAccess = 'ok' | 'sign-in' | 'home' | 'no-access' | 'premium-required' | 'already-premium';

export function needsSignIn(requires: RouteRequirements): boolean {
  return !!(requires.auth || requires.permission || requires.premium || requires.notPremium || requires.business);
}

function businessAllowed(user: UserLike, business: NonNullable<RouteRequirements['business']>): boolean {
  if (business === 'staff') return user.isStaff;
  if (business === 'superuser') return user.isStaff && user.isSuperuser === true;
  if (business === 'any') return hasBusinessAccess(user);
  return hasBusinessAccess(user, business);
}

/** Checks `requires` for `user` (null when signed out); the first failing rule wins. */
export function routeAccess(user: UserLike | null, requires: RouteRequirements): RouteAccess {
  if (requires.loggedOut) return user ? 'home' : 'ok';
  if (!needsSignIn(requires)) return 'ok';
  if (!user) return 'sign-in';
  if (requires.permission && !hasPermission(user, requires.permission)) return 'no-access';
  if (requires.business && !businessAllowed(user, requires.business)) return 'no-access';
  if (requires.premium && !user.isPremium) return 'premium-required';
  if (requires.notPremium && user.isPremium) return 'already-premium';
  return 'ok';
}
