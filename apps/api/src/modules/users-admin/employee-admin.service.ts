import { STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { AdminUserDetail, EmployeeVerificationBody } from '@apopunkt/domain/schemas/admin-users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { organisationForVerification, verifyEmployment } from '../organisations';
import type { AuthUser } from '../users';
import { lockManageableUser } from './staff-access';
import { loadAdminUser } from './user-detail-admin';
import { findEmployeeOrganisationId } from './users-admin.repository';

/**
 * Staff confirm a user's employment directly, the alternative to the letter (DESIGN §4). With
 * `organisationId` the user is first moved there (e.g. after a creation request was approved);
 * `verifyOrganisation` also verifies an organisation staff have checked. A professional with a
 * confirmed e-mail becomes premium, with the referral bonuses (verifyEmployment).
 */
export async function verifyEmployee(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  actor: AuthUser,
  userId: number,
  body: EmployeeVerificationBody,
): Promise<AdminUserDetail> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    const target = await lockManageableUser(tx, actor, userId);
    const organisationId = body.organisationId ?? (await findEmployeeOrganisationId(tx, userId));
    if (organisationId === null) {
      throw new AppError('PRECONDITION_FAILED', STAFF_ACTION_ERRORS.userWithoutWorkplace);
    }
    const organisation = await organisationForVerification(tx, organisationId, body.verifyOrganisation ?? false);
    await verifyEmployment(tx, { id: userId, isPremium: target.isPremium }, organisation, now);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.verify-employee',
      entityType: 'user',
      entityId: userId,
      before: { isPremium: target.isPremium },
      after: { organisationId, verifyOrganisation: body.verifyOrganisation ?? false },
    });
  });
  return loadAdminUser(deps.db, userId);
}
