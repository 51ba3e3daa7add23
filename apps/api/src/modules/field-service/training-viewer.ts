import { BUSINESS_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { FieldServiceUsers } from '@apopunkt/domain/schemas/business';
import type { ResolvedDeps } from '../../deps';
import { manufacturerScope } from '../business';
import type { AuthUser } from '../users';
import { findFieldServiceSubscription, listFieldServiceUsers } from './field-service-users.repository';

type Deps = Pick<ResolvedDeps, 'db'>;

/** Whose training pages are drawn: the user's assigned pharmacies and the manufacturer whose modules count. */
export interface TrainingViewer {
  id: number;
  scope: ReturnType<typeof manufacturerScope>;
}

/**
 * A field-service user sees the own training pages. Staff have no pharmacies of their own, so they
 * choose whose view they see (`user_id`): that field-service user's pharmacies and manufacturer,
 * exactly as that user sees them. Others asking for someone else's view answer 403; a user
 * without the field-service feature 404.
 */
export async function trainingViewerOf(
  deps: Deps,
  user: AuthUser,
  userId: number | undefined,
): Promise<TrainingViewer> {
  if (userId === undefined) return { id: user.id, scope: manufacturerScope(user, 'FEATURE_DASHBOARD_CFR') };
  if (!user.isStaff) throw new AppError('FORBIDDEN', BUSINESS_ERRORS.viewOfOthersStaffOnly);
  const subscription = await findFieldServiceSubscription(deps.db, userId);
  if (!subscription) throw new AppError('NOT_FOUND', BUSINESS_ERRORS.notFieldService);
  const subscriptions = [{ type: 'FEATURE_DASHBOARD_CFR' as const, manufacturerId: subscription.manufacturerId }];
  return { id: userId, scope: manufacturerScope({ isStaff: false, subscriptions }, 'FEATURE_DASHBOARD_CFR') };
}

/** `GET /v1/admin/field-service-users`: whose training view staff may choose. */
export async function getFieldServiceUsers(deps: Deps): Promise<FieldServiceUsers> {
  const rows = await listFieldServiceUsers(deps.db);
  return {
    results: rows.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      manufacturer:
        r.manufacturerId !== null && r.manufacturerName !== null
          ? { id: r.manufacturerId, name: r.manufacturerName }
          : null,
      pharmacies: Number(r.pharmacies ?? 0),
    })),
  };
}
