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

/**
 * The active employees of a field-service user's assigned pharmacies who count as reach, found
 * by joining the assignment in SQL (not by a list of a rep's hundreds of pharmacy ids).
 */
export async function listEmployeesOfRep(db: Executor, repId: number) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      job: users.job,
      organisationId: employees.organisationId,
    })
    .from(fieldServicePharmacies)
    .innerJoin(employees, eq(employees.organisationId, fieldServicePharmacies.organisationId))
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(fieldServicePharmacies.userId, repId), eq(users.isActive, true), countsAsReach('users')))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The user ids of a field-service user's assigned pharmacies' people, as a subquery. */
export function employeeIdsOfRep(db: Executor, repId: number) {
  return db
    .select({ id: employees.userId })
    .from(fieldServicePharmacies)
    .innerJoin(employees, eq(employees.organisationId, fieldServicePharmacies.organisationId))
    .where(eq(fieldServicePharmacies.userId, repId));
}

/**
 * When the people listEmployeesOfRep lists first passed these modules (the scope's), joined in
 * SQL as well: each person's completion of each module is one probe of the primary key.
 */
export async function listPassesOfRep(db: Executor, repId: number, moduleIds: number[]) {
  if (moduleIds.length === 0) return [];
  return db
    .select({
      userId: moduleCompletions.userId,
      moduleId: moduleCompletions.moduleId,
      passedAt: moduleCompletions.firstPassedAt,
    })
    .from(fieldServicePharmacies)
    .innerJoin(employees, eq(employees.organisationId, fieldServicePharmacies.organisationId))
    .innerJoin(users, eq(users.id, employees.userId))
    .innerJoin(moduleCompletions, eq(moduleCompletions.userId, employees.userId))
    .where(
      and(
        eq(fieldServicePharmacies.userId, repId),
        eq(users.isActive, true),
        countsAsReach('users'),
        inArray(moduleCompletions.moduleId, moduleIds),
      ),
    );
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}
