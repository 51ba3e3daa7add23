import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';

/** What every authorised request knows about its user. */
export interface AuthUser {
  id: number;
  uuid: string;
  email: string;
  job: string | null;
  isActive: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  isPremium: boolean;
  emailConfirmed: boolean;
  employeeVerified: boolean;
  /** The user changed the own job after verification; staff have not confirmed it yet. */
  jobConfirmationPending: boolean;
  passwordChangedAt: Date | null;
  permissions: Permission[];
  subscriptions: { type: SubscriptionType; manufacturerId: number | null }[];
}
