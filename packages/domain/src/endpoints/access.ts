import type { SubscriptionType } from '../constants/features';
import type { Permission } from '../constants/permissions';

/**
 * Who may call an endpoint (the API enforces it in its access plugin). Without one the path
 * decides: staff under /v1/admin, a subscription under /v1/business, a signed-in user elsewhere.
 */
export type EndpointAccess =
  /** Anyone; a signed-in user is optional. */
  | 'public'
  /** Signed in, the two-factor code may still be outstanding (only the OTP login). */
  | 'otp-pending'
  /** Signed in with the two-factor step done. The default outside /v1/admin and /v1/business. */
  | 'user'
  /** Staff; the default under /v1/admin. */
  | 'staff'
  | 'superuser'
  /** A signed-in user with every listed requirement; staff pass subscription checks (spec §6). */
  | { permission?: Permission; premium?: true; subscription?: SubscriptionType | 'any' };
