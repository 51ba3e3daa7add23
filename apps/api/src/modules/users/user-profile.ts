import { effectivePermissions } from '@apopunkt/domain/policies';
import type { PermissionGrantInput } from '@apopunkt/domain/schemas/admin-users';
import type { Subscription, User } from '@apopunkt/domain/schemas/users';
import type { Executor } from '../../db/client';
import { presentOrganisation } from '../../presenters/organisation';
import type { AuthUser } from './auth-user';
import { findProfile, type GrantRow, type ProfileRow, type SubscriptionRow } from './user-profile.repository';

/** Everything the profile of one user is built from. */
export interface UserProfileData {
  row: ProfileRow;
  grants: GrantRow[];
  subscriptions: SubscriptionRow[];
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function serializeSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    type: row.type,
    manufacturer:
      row.manufacturerId !== null && row.manufacturerSlug !== null && row.manufacturerName !== null
        ? { id: row.manufacturerId, slug: row.manufacturerSlug, name: row.manufacturerName }
        : null,
  };
}

/** What the guards check of a user, derived from the same data as the profile. */
export function toAuthUser({ row, grants, subscriptions }: UserProfileData): AuthUser {
  const { user, employee } = row;
  const emailConfirmed = user.emailConfirmedAt !== null;
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    job: user.job,
    isActive: user.isActive,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    isPremium: user.isPremium,
    emailConfirmed,
    employeeVerified: employee?.isVerified ?? false,
    jobConfirmationPending: user.jobConfirmationPendingSince !== null,
    passwordChangedAt: user.passwordChangedAt,
    permissions: effectivePermissions({
      job: user.job,
      isStaff: user.isStaff,
      emailConfirmed,
      grants: toGrants(grants),
    }),
    subscriptions: subscriptions.map((s) => ({ type: s.type, manufacturerId: s.manufacturerId })),
  };
}

/** Per-user grants and revocations as the API shows them. */
export function toGrants(rows: GrantRow[]): PermissionGrantInput[] {
  return rows.map((g) => ({ permission: g.permission, granted: g.granted }));
}

/** The spec §3 user record; the single place that decides what `GET /v1/me` and staff see of a user. */
export function serializeUser({ row, grants, subscriptions }: UserProfileData): User {
  const { user, employee, organisation, creationRequest } = row;
  const emailConfirmed = user.emailConfirmedAt !== null;
  return {
    id: user.id,
    uuid: user.uuid,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    email: user.email,
    job: user.job,
    jobConfirmationPendingSince: iso(user.jobConfirmationPendingSince),
    acceptedTosAt: iso(user.acceptedTosAt),
    hasAcceptedNewsletter: user.hasAcceptedNewsletter,
    verificationLetterRequestedAt: iso(user.verificationLetterRequestedAt),
    is2faEnabled: user.is2faEnabled,
    isActive: user.isActive,
    isDemo: user.isDemo,
    isStaff: user.isStaff,
    isSuperuser: user.isSuperuser,
    isPremium: user.isPremium,
    isVerificationLetterTriggered: user.isVerificationLetterTriggered,
    isEmailConfirmed: emailConfirmed,
    knowledgeScore: user.knowledgeScore,
    premiumScore: user.premiumScore,
    permissions: effectivePermissions({
      job: user.job,
      isStaff: user.isStaff,
      emailConfirmed,
      grants: toGrants(grants),
    }),
    subscriptions: subscriptions.map(serializeSubscription),
    referrerCode: user.referrerCode,
    employee: employee
      ? {
          isVerified: employee.isVerified,
          lastOrganisationChangeAt: iso(employee.lastOrganisationChangeAt),
          organisation: organisation ? presentOrganisation(organisation) : null,
          creationRequest: creationRequest
            ? {
                name: creationRequest.name,
                street: creationRequest.street,
                zip: creationRequest.zip,
                city: creationRequest.city,
              }
            : null,
        }
      : null,
  };
}

/** Reads what a profile is built from (one query); null when the user does not exist. */
export async function loadUserProfileData(db: Executor, userId: number): Promise<UserProfileData | null> {
  const found = await findProfile(db, userId);
  return found ? { row: found.row, grants: found.grants, subscriptions: found.subscriptions } : null;
}

/** The user record of `GET /v1/me`, or null when the user does not exist. */
export async function loadUserProfile(db: Executor, userId: number): Promise<User | null> {
  const data = await loadUserProfileData(db, userId);
  return data ? serializeUser(data) : null;
}
