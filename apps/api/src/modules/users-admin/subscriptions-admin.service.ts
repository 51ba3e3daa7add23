import { isCustomerJob } from '@apopunkt/domain/constants/jobs';
import { ADMIN_USER_ERRORS, CATALOG_ERRORS, STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type { CreateSubscriptionBody, ManufacturerOption } from '@apopunkt/domain/schemas/admin-users';
import type { Subscription } from '@apopunkt/domain/schemas/users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import type { AuthUser } from '../users';
import { lockManageableUser } from './staff-access';
import {
  deleteSubscription,
  findManufacturer,
  insertSubscription,
  listManufacturers,
} from './subscriptions-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/**
 * Gives a customer access to a business dashboard for one manufacturer. Only customers (CFR,
 * CUS, CRM) hold subscriptions (DESIGN §4): a pharmacy employee must never see a manufacturer's
 * statistics. One subscription per type and user.
 */
export async function addSubscription(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  body: CreateSubscriptionBody,
): Promise<Subscription> {
  return inTransaction(deps.db, async (tx) => {
    const target = await lockManageableUser(tx, actor, userId);
    if (!isCustomerJob(target.job)) {
      throw new AppError('PRECONDITION_FAILED', STAFF_ACTION_ERRORS.subscriptionsOnlyForCustomers);
    }
    const manufacturer = await findManufacturer(tx, body.manufacturerId);
    if (!manufacturer) throw new AppError('NOT_FOUND', CATALOG_ERRORS.manufacturerNotFound);
    const row = await insertSubscription(tx, {
      userId,
      type: body.type,
      manufacturerId: manufacturer.id,
      createdAt: deps.clock.now(),
    });
    if (!row) throw new AppError('CONFLICT', ADMIN_USER_ERRORS.subscriptionExists);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.subscription-add',
      entityType: 'user',
      entityId: userId,
      after: { subscriptionId: row.id, type: body.type, manufacturerId: manufacturer.id },
    });
    return { id: row.id, type: body.type, manufacturer };
  });
}

export async function removeSubscription(
  deps: Deps,
  actor: AuthUser,
  userId: number,
  subscriptionId: number,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await lockManageableUser(tx, actor, userId);
    const deleted = await deleteSubscription(tx, userId, subscriptionId);
    if (!deleted) throw new AppError('NOT_FOUND', ADMIN_USER_ERRORS.subscriptionNotFound);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'user.subscription-remove',
      entityType: 'user',
      entityId: userId,
      before: { subscriptionId },
    });
  });
}

/** The manufacturer picker of the subscription form. */
export async function listManufacturerOptions(
  deps: Pick<ResolvedDeps, 'db'>,
  query: { limit: number; offset: number },
): Promise<{ count: number; results: ManufacturerOption[] }> {
  const { count, rows } = await listManufacturers(deps.db, query);
  return { count, results: rows };
}
