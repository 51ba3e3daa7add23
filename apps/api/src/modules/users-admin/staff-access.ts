import { ADMIN_USER_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { Executor } from '../../db/client';
import type { AuthUser } from '../users';
import { findUserFlags, findUserFlagsForUpdate, type UserFlagsRow } from './users-admin.repository';

/**
 * Loads (and locks) a user that `actor` wants to change. Staff who are not superusers cannot
 * change superusers, so a lower role can never lock out or downgrade a higher one.
 */
export async function lockManageableUser(tx: Executor, actor: AuthUser, userId: number): Promise<UserFlagsRow> {
  return manageable(actor, await findUserFlagsForUpdate(tx, userId));
}

/** lockManageableUser without the lock, for a change the ledger writes (it locks accounts first). */
export async function findManageableUser(tx: Executor, actor: AuthUser, userId: number): Promise<UserFlagsRow> {
  return manageable(actor, await findUserFlags(tx, userId));
}

function manageable(actor: AuthUser, target: UserFlagsRow | null): UserFlagsRow {
  if (!target) throw new AppError('NOT_FOUND', ADMIN_USER_ERRORS.userNotFound);
  if (target.isSuperuser && !actor.isSuperuser) {
    throw new AppError('FORBIDDEN', ADMIN_USER_ERRORS.superuserOnly);
  }
  return target;
}
