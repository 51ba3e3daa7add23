import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import { isCustomerJob } from '@apopunkt/domain/constants/jobs';
import { AppError } from '@apopunkt/domain/errors';
import type { CreateSubscriptionBody, ManufacturerOption } from '@apopunkt/domain/schemas/admin-users';
import type { Subscription } from '@apopunkt/domain/schemas/users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import type { AuthUser } from '../users/auth-user';
import { lockManageableUser } from './admin-access';
import {
  deleteSubscription,
  findManufacturer,
  insertSubscription,
  listManufacturers,
} from './admin-subscriptions.repository';

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
      throw new AppError(
        'PRECONDITION_FAILED',
        'Abonnements sind nur für Kund*innen (Außendienst, Manager, Regionalleiter) möglich.',
      );
    }
    const manufacturer = await findManufacturer(tx, body.manufacturerId);
    if (!manufacturer) throw new AppError('NOT_FOUND', 'Dieser Hersteller wurde nicht gefunden.');
    const row = await insertSubscription(tx, {
      userId,
      type: body.type,
      manufacturerId: manufacturer.id,
      createdAt: deps.clock.now(),
    });
    if (!row) throw new AppError('CONFLICT', 'Der Nutzer hat dieses Abonnement bereits.');
    return { id: row.id, type: body.type as SubscriptionType, manufacturer };
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
    if (!deleted) throw new AppError('NOT_FOUND', 'Dieses Abonnement wurde nicht gefunden.');
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
