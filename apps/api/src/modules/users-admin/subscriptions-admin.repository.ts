import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/manufacturers';
import { subscriptions } from '../../db/schema/users';

const manufacturerColumns = { id: manufacturers.id, slug: manufacturers.slug, name: manufacturers.name };

export async function findManufacturer(db: Executor, id: number) {
  const [row] = await db.select(manufacturerColumns).from(manufacturers).where(eq(manufacturers.id, id));
  return row ?? null;
}

/** Manufacturers by name (manufacturers_name_idx). */
export async function listManufacturers(db: Executor, query: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(manufacturerColumns)
      .from(manufacturers)
      .orderBy(asc(manufacturers.nameSort), asc(manufacturers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(manufacturers),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** Null when the user already holds a subscription of this type (unique index decides). */
export async function insertSubscription(
  db: Executor,
  values: { userId: number; type: SubscriptionType; manufacturerId: number; createdAt: Date },
): Promise<{ id: number } | null> {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning({ id: subscriptions.id });
  return row ?? null;
}

/** Deletes the user's subscription; false when the user has no subscription with that id. */
export async function deleteSubscription(db: Executor, userId: number, subscriptionId: number): Promise<boolean> {
  const rows = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}
