import { ADMIN_USER_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { jobGroupPermissions } from '@apopunkt/domain/policies';
import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import type { Executor } from '../../db/client';
import { loadUserProfileData, serializeUser, toGrants } from '../users';

/** The staff view of a user: the profile, per-user grants, what the job group alone gives, sign-up time. */
export async function loadAdminUser(db: Executor, userId: number): Promise<AdminUserDetail> {
  const data = await loadUserProfileData(db, userId);
  if (!data) throw new AppError('NOT_FOUND', ADMIN_USER_ERRORS.userNotFound);
  const { user } = data.row;
  return {
    ...serializeUser(data),
    createdAt: user.createdAt.toISOString(),
    grants: toGrants(data.grants),
    jobGroupPermissions: jobGroupPermissions({
      job: user.job,
      isStaff: user.isStaff,
      emailConfirmed: user.emailConfirmedAt !== null,
    }),
  };
}
