import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { manufacturers } from '../../db/schema/manufacturers';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { subscriptions, userPermissions, users } from '../../db/schema/users';

/** The user row with employee, organisation and the pending creation request (one joined query). */
export async function findProfileRow(db: Executor, userId: number) {
  const [row] = await db
    .select({
      user: users,
      employee: employees,
      organisation: organisations,
      creationRequest: organisationCreationRequests,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .leftJoin(
      organisationCreationRequests,
      and(
        eq(organisationCreationRequests.id, employees.creationRequestId),
        eq(organisationCreationRequests.status, 'pending'),
      ),
    )
    .where(eq(users.id, userId));
  return row ?? null;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export function findGrants(db: Executor, userId: number) {
  return db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(asc(userPermissions.permission));
}
export type GrantRow = Awaited<ReturnType<typeof findGrants>>[number];

export function findSubscriptions(db: Executor, userId: number) {
  return db
    .select({
      id: subscriptions.id,
      type: subscriptions.type,
      manufacturerId: manufacturers.id,
      manufacturerSlug: manufacturers.slug,
      manufacturerName: manufacturers.name,
    })
    .from(subscriptions)
    .leftJoin(manufacturers, eq(manufacturers.id, subscriptions.manufacturerId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));
}
export type SubscriptionRow = Awaited<ReturnType<typeof findSubscriptions>>[number];
