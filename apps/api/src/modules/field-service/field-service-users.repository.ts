import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldServicePharmacies } from '../../db/schema/business';
import { manufacturers } from '../../db/schema/manufacturers';
import { subscriptions, users } from '../../db/schema/users';

const CFR = 'FEATURE_DASHBOARD_CFR';

/** Users with the field-service feature, by name, with their manufacturer and how many pharmacies they have. */
export async function listFieldServiceUsers(db: Executor) {
  const assigned = db
    .select({ userId: fieldServicePharmacies.userId, n: count().as('n') })
    .from(fieldServicePharmacies)
    .groupBy(fieldServicePharmacies.userId)
    .as('assigned');
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      manufacturerId: manufacturers.id,
      manufacturerName: manufacturers.name,
      pharmacies: assigned.n,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(manufacturers, eq(manufacturers.id, subscriptions.manufacturerId))
    .leftJoin(assigned, eq(assigned.userId, users.id))
    .where(eq(subscriptions.type, CFR))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** The field-service subscription of a user (its manufacturer), or null when the user has none. */
export async function findFieldServiceSubscription(db: Executor, userId: number) {
  const [row] = await db
    .select({ manufacturerId: subscriptions.manufacturerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.type, CFR)));
  return row ?? null;
}
