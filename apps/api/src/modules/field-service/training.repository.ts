import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldServicePharmacies } from '../../db/schema/business';
import { moduleCompletions } from '../../db/schema/learning';
import { employees, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { countsAsReach } from '../users';

const pharmacyColumns = {
  id: organisations.id,
  name: organisations.name,
  zip: organisations.zip,
  city: organisations.city,
};

/** The pharmacies assigned to a field-service employee. */
export async function listAssignedPharmacies(db: Executor, userId: number) {
  return db
    .select(pharmacyColumns)
    .from(fieldServicePharmacies)
    .innerJoin(organisations, eq(organisations.id, fieldServicePharmacies.organisationId))
    .where(eq(fieldServicePharmacies.userId, userId))
    .orderBy(asc(organisations.name));
}

/** Replaces the assignment: exactly these pharmacies afterwards. */
export async function replaceAssignedPharmacies(db: Executor, userId: number, organisationIds: number[]) {
  await db.delete(fieldServicePharmacies).where(eq(fieldServicePharmacies.userId, userId));
  if (organisationIds.length > 0) {
    await db
      .insert(fieldServicePharmacies)
      .values(organisationIds.map((organisationId) => ({ userId, organisationId })))
      .onConflictDoNothing();
  }
}

export async function findExistingOrganisationIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: organisations.id }).from(organisations).where(inArray(organisations.id, ids));
  return rows.map((r) => r.id);
}

/** The active employees of the given pharmacies who count as reach (members: no staff, managers, field service). */
export async function listEmployeesOf(db: Executor, organisationIds: number[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      job: users.job,
      organisationId: employees.organisationId,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(inArray(employees.organisationId, organisationIds), eq(users.isActive, true), countsAsReach('users')))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** When these users first passed these modules. */
export async function listPasses(db: Executor, userIds: number[], moduleIds: number[]) {
  if (userIds.length === 0 || moduleIds.length === 0) return [];
  return db
    .select({
      userId: moduleCompletions.userId,
      moduleId: moduleCompletions.moduleId,
      passedAt: moduleCompletions.firstPassedAt,
    })
    .from(moduleCompletions)
    .where(and(inArray(moduleCompletions.userId, userIds), inArray(moduleCompletions.moduleId, moduleIds)));
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}
