import { ADMIN_USER_MESSAGES } from '@apopunkt/domain/constants/staff-self-service';
import { ADMIN_USER_ERRORS, STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type {
  AdminUserDetail,
  AdminUserListItem,
  AdminUserPatchBody,
  PermissionGrantInput,
} from '@apopunkt/domain/schemas/admin-users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { likePrefix, normaliseSearch, prefixTsQuery } from '../../lib/text-search';
import { recordStaffChange } from '../audit-log';
import { becomePremiumIfQualified } from '../premium';
import type { AuthUser } from '../users';
import { lockManageableUser } from './staff-access';
import { loadAdminUser } from './user-detail-admin';
import {
  clearJobConfirmation,
  listUsers,
  replaceUserGrants,
  revokeUserSessions,
  updateUserFlags,
} from './users-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/**
 * Staff user search. With an '@' the search is an e-mail prefix; otherwise it matches word starts
 * of first and last name or the start of the e-mail, so "muster" and "erika.m" both find Erika.
 */
export async function listAdminUsers(
  deps: Pick<ResolvedDeps, 'db'>,
  query: { search?: string; limit: number; offset: number },
): Promise<{ count: number; results: AdminUserListItem[] }> {
  const search = normaliseSearch(query.search);
  const tsQuery = search && !search.includes('@') ? prefixTsQuery(search) : null;
  const emailPattern = search ? likePrefix(search) : null;
  const { count, rows } = await listUsers(deps.db, { tsQuery, emailPattern, limit: query.limit, offset: query.offset });
  return {
    count,
    results: rows.map(({ emailConfirmedAt, createdAt, job, ...row }) => ({
      ...row,
      job: job,
      isEmailConfirmed: emailConfirmedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
  };
}

export function getAdminUser(deps: Pick<ResolvedDeps, 'db'>, userId: number): Promise<AdminUserDetail> {
  return loadAdminUser(deps.db, userId);
}

/**
 * Staff change account flags. Staff and superuser rights are a superuser's decision; nobody can
 * deactivate or demote themselves (no accidental lock-out). A superuser is always staff. A
 * deactivated account loses its sessions at once; its access tokens already fail because every
 * request checks isActive. Premium switched on by staff goes through becomePremiumIfQualified,
 * which books referral bonuses only for verified professionals.
 */
export async function updateAdminUser(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  patch: AdminUserPatchBody,
): Promise<AdminUserDetail> {
  if (patch.isSuperuser === true && patch.isStaff === false) {
    throw new AppError('VALIDATION_FAILED', ADMIN_USER_ERRORS.superuserMustBeStaff);
  }
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const target = await lockManageableUser(tx, actor, userId);
    const changesRole =
      (patch.isStaff !== undefined && patch.isStaff !== target.isStaff) ||
      (patch.isSuperuser !== undefined && patch.isSuperuser !== target.isSuperuser);
    if (changesRole && !actor.isSuperuser) {
      throw new AppError('FORBIDDEN', STAFF_ACTION_ERRORS.staffRightsSuperuserOnly);
    }
    if (actor.id === userId && (patch.isActive === false || patch.isStaff === false || patch.isSuperuser === false)) {
      throw new AppError('FORBIDDEN', STAFF_ACTION_ERRORS.noSelfLockout);
    }
    if (actor.id === userId && patch.isPremium === true && !target.isPremium && !actor.isSuperuser) {
      throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.noSelfPremium);
    }
    const flags = { ...patch };
    if (flags.isSuperuser === true) flags.isStaff = true;
    if (flags.isStaff === false) flags.isSuperuser = false;
    const grantsPremium = flags.isPremium === true;
    if (grantsPremium) delete flags.isPremium;
    if (Object.keys(flags).length > 0) await updateUserFlags(tx, userId, flags, now);
    if (grantsPremium) await becomePremiumIfQualified(tx, userId, now, { override: true });
    if (target.isActive && flags.isActive === false) await revokeUserSessions(tx, userId, now);
    const { isActive, isStaff, isSuperuser, isPremium, isDemo } = target;
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.update',
      entityType: 'user',
      entityId: userId,
      before: { isActive, isStaff, isSuperuser, isPremium, isDemo },
      after: patch,
    });
  });
  return loadAdminUser(deps.db, userId);
}

/**
 * Staff confirm the job a verified employee changed (issue 8 §3): Rx content opens again for it.
 * Audited; 409 when no job change waits for confirmation.
 */
export async function confirmJob(deps: Deps, actor: AuthUser, userId: number): Promise<AdminUserDetail> {
  await inTransaction(deps.db, async (tx) => {
    const target = await lockManageableUser(tx, actor, userId);
    if (!target.jobConfirmationPendingSince) throw new AppError('CONFLICT', ADMIN_USER_MESSAGES.noJobChangePending);
    await clearJobConfirmation(tx, userId, deps.clock.now());
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.confirm-job',
      entityType: 'user',
      entityId: userId,
      before: { job: target.job, jobConfirmationPendingSince: target.jobConfirmationPendingSince.toISOString() },
      after: { job: target.job, jobConfirmationPendingSince: null },
    });
  });
  return loadAdminUser(deps.db, userId);
}

/** Replaces the user's per-user grants and revocations with exactly the given list. */
export async function replaceUserPermissions(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  grants: PermissionGrantInput[],
): Promise<AdminUserDetail> {
  await inTransaction(deps.db, async (tx) => {
    await lockManageableUser(tx, actor, userId);
    await replaceUserGrants(tx, userId, grants);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.permissions',
      entityType: 'user',
      entityId: userId,
      after: { grants },
    });
  });
  return loadAdminUser(deps.db, userId);
}
