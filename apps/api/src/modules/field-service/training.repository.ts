import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldServicePharmacies } from '../../db/schema/business';
import { organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { moduleIdList, type PharmacyRow, peopleOfRep, pharmacyOf, rows } from './training-sql';

/** The pharmacies assigned to a field-service employee, by name. */
export async function listAssignedPharmacies(db: Executor, userId: number) {
  return rows<PharmacyRow>(
    db,
    sql`SELECT o.id, o.name, o.zip, o.city
        FROM field_service_pharmacies f ${pharmacyOf(sql`f.organisation_id`)}
        WHERE f.user_id = ${userId}::int
        ORDER BY o.name`,
  );
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
 * The modules page of a rep counted in SQL, walking the rep's people once: how many of
 * peopleOfRep's people each assigned pharmacy has (pharmacies without any are missing), and their
 * first passes of these modules per module and pharmacy, and per calendar month in Germany
 * (`YYYY-MM`, as every date the portal shows; grouping sets), instead of a row per person or pass.
 */
export async function countTrainingOfRep(db: Executor, repId: number, moduleIds: number[]) {
  const found = await rows<{
    kind: 'people' | 'passes';
    moduleId: number | null;
    organisationId: number | null;
    month: string | null;
    count: string | number;
  }>(
    db,
    sql`WITH people AS MATERIALIZED (SELECT e.user_id, e.organisation_id ${peopleOfRep(repId)})
        SELECT 'people' AS kind, NULL::int AS "moduleId", p.organisation_id AS "organisationId", NULL AS month,
               count(*) AS count
        FROM people p GROUP BY p.organisation_id
        UNION ALL
        SELECT 'passes', mc.module_id, p.organisation_id,
               to_char(mc.first_passed_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM'), count(*)
        FROM people p JOIN module_completions mc ON mc.user_id = p.user_id
        WHERE mc.module_id IN (${moduleIdList(moduleIds)})
        GROUP BY GROUPING SETS ((mc.module_id, p.organisation_id), (4))`,
  );
  const employeesPerPharmacy = new Map<number, number>();
  const cells: { moduleId: number; organisationId: number; completed: number }[] = [];
  const months: { month: string; completed: number }[] = [];
  for (const r of found) {
    const count = Number(r.count);
    if (r.kind === 'people') employeesPerPharmacy.set(Number(r.organisationId), count);
    else if (r.month !== null) months.push({ month: r.month, completed: count });
    else if (r.moduleId !== null && r.organisationId !== null) {
      cells.push({ moduleId: Number(r.moduleId), organisationId: Number(r.organisationId), completed: count });
    }
  }
  months.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  return { employeesPerPharmacy, cells, months };
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}
