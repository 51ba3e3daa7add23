import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { AuthUser } from '../users';
import type { ManufacturerScope } from './business.repository';

/** No manufacturer: a subscription that names none sees nothing (an id no row has). */
const NOBODY = -1;

/**
 * Whose figures the user may see through a feature: staff see every manufacturer, a customer
 * only the manufacturer its subscription names (spec §6, DESIGN §3 object-level checks).
 */
export function manufacturerScope(
  user: Pick<AuthUser, 'isStaff' | 'subscriptions'>,
  feature: SubscriptionType,
): ManufacturerScope {
  if (user.isStaff) return null;
  const subscription = user.subscriptions.find((s) => s.type === feature);
  return subscription?.manufacturerId ?? NOBODY;
}

export function ownsObject(scope: ManufacturerScope, manufacturerId: number | null): boolean {
  return scope === null || (manufacturerId !== null && manufacturerId === scope);
}

export function notFound(what: 'product' | 'module'): AppError {
  return new AppError('NOT_FOUND', what === 'product' ? CATALOG_ERRORS.productNotFound : CATALOG_ERRORS.moduleNotFound);
}
