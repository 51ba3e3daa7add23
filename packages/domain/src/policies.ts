import type { SubscriptionType } from './constants/features';
import { isCustomerJob, isProfessionalJob, RX_QUALIFIED_JOBS } from './constants/jobs';
import { PERMISSIONS, type Permission, VIEW_PERMISSIONS } from './constants/permissions';

export interface PermissionGrant {
  permission: Permission;
  /** true grants on top of the job group, false revokes. */
  granted: boolean;
}

export interface PermissionSubject {
  job: string | null;
  isStaff: boolean;
  emailConfirmed: boolean;
  grants?: readonly PermissionGrant[];
}

/** Permissions that come with the job group alone (DESIGN §4). */
export function jobGroupPermissions(subject: Omit<PermissionSubject, 'grants'>): Permission[] {
  if (subject.isStaff) return [...PERMISSIONS];
  if (isProfessionalJob(subject.job)) return subject.emailConfirmed ? [...PERMISSIONS] : [];
  if (subject.job) return [...VIEW_PERMISSIONS];
  return [];
}

/** Effective permissions: the job group's, plus per-user grants, minus per-user revocations. */
export function effectivePermissions(subject: PermissionSubject): Permission[] {
  const set = new Set<Permission>(jobGroupPermissions(subject));
  for (const grant of subject.grants ?? []) {
    if (grant.granted) set.add(grant.permission);
    else set.delete(grant.permission);
  }
  return PERMISSIONS.filter((p) => set.has(p));
}

export interface UserLike {
  isStaff: boolean;
  /** Superusers also see the audit log. */
  isSuperuser?: boolean;
  isPremium: boolean;
  permissions: readonly string[];
  subscriptions: readonly { type: string }[];
}

export function hasPermission(user: Pick<UserLike, 'permissions'> | null | undefined, permission: Permission): boolean {
  return !!user && user.permissions.includes(permission);
}

export function hasSubscription(
  user: Pick<UserLike, 'subscriptions'> | null | undefined,
  type: SubscriptionType,
): boolean {
  return !!user && user.subscriptions.some((s) => s.type === type);
}

/** Business area: a matching subscription, or staff (spec §6). */
export function hasBusinessAccess(user: UserLike | null | undefined, type?: SubscriptionType): boolean {
  if (!user) return false;
  if (user.isStaff) return true;
  if (type) return hasSubscription(user, type);
  return user.subscriptions.some((s) =>
    ['FEATURE_DASHBOARD_MODULES', 'FEATURE_DASHBOARD_CFR', 'FEATURE_DASHBOARD_MODULE_RATING'].includes(s.type),
  );
}

/**
 * Prescription-only content is shown to verified employees with a qualified job (DESIGN §4), and to
 * staff. A job the user changed after the verification counts only once staff confirmed it
 * (`jobConfirmationPending`, issue 8 §3): staff verified the workplace, not the new job.
 */
export function canSeeRxContent(user: {
  isStaff: boolean;
  job: string | null;
  employeeVerified: boolean;
  jobConfirmationPending: boolean;
}): boolean {
  if (user.isStaff) return true;
  return user.employeeVerified && !user.jobConfirmationPending && RX_QUALIFIED_JOBS.includes(user.job as never);
}

/** Premium means verified professional (DESIGN §4). */
export function qualifiesForPremium(user: {
  job: string | null;
  emailConfirmed: boolean;
  employeeVerified: boolean;
  organisationVerified: boolean;
}): boolean {
  return isProfessionalJob(user.job) && user.emailConfirmed && user.employeeVerified && user.organisationVerified;
}

/**
 * Whether the "become premium" offer is shown: not to premium members, and not to managers, field
 * service and regional managers, whose job can never qualify (issue 36 §9: no action they cannot take).
 */
export function offersPremium(user: { job: string | null; isPremium: boolean } | null | undefined): boolean {
  return !!user && !user.isPremium && !isCustomerJob(user.job);
}
