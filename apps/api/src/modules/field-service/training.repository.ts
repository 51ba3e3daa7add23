import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldServicePharmacies } from '../../db/schema/business';
import { employees, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { countsAsReach } from '../users';

/**
 * The pharmacies assigned to a field-service employee. Each is looked up by its key (the lateral
 * subquery with OFFSET 0 is not merged into a join): otherwise PostgreSQL hashes all organisations
 * for a rep's 50–300 (2 ms against 0.3 ms on 15,000 organisations).
 */
export async function listAssignedPharmacies(db: Executor, userId: number) {
  return rows<{ id: number; name: string; zip: string; city: string }>(
    db,
    sql`SELECT o.id, o.name, o.zip, o.city
        FROM field_service_pharmacies f
        CROSS JOIN LATERAL (SELECT o.id, o.name, o.zip, o.city FROM organisations o
                            WHERE o.id = f.organisation_id OFFSET 0) AS o
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

/** The user ids of a field-service user's assigned pharmacies' people, as a subquery. */
export function employeeIdsOfRep(db: Executor, repId: number) {
  return db
    .select({ id: employees.userId })
    .from(fieldServicePharmacies)
    .innerJoin(employees, eq(employees.organisationId, fieldServicePharmacies.organisationId))
    .where(eq(fieldServicePharmacies.userId, repId));
}

/**
 * The people of peopleOfRep with what each first passed of these modules (the scope's), ordered by
 * module id, in one query: each person's completion of each module is one probe of the primary
 * key, and the people are joined once (not once for them and once more for their passes).
 */
export async function listEmployeesWithPassesOfRep(db: Executor, repId: number, moduleIds: number[]) {
  const ids = moduleIds.length > 0 ? moduleIds : [0];
  const found = await rows<{
    userId: number;
    firstName: string;
    lastName: string;
    job: string | null;
    organisationId: number | null;
    passed: { moduleId: number; passedAt: string }[] | string | null;
  }>(
    db,
    sql`SELECT u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.job,
               e.organisation_id AS "organisationId", p.passed
        ${peopleOfRep(
          repId,
          sql`LEFT JOIN LATERAL (
                SELECT json_agg(json_build_object(
                         'moduleId', mc.module_id,
                         'passedAt', to_char(mc.first_passed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                         ORDER BY mc.module_id) AS passed
                FROM module_completions mc
                WHERE mc.user_id = u.id AND mc.module_id IN (${sql.join(
                  ids.map((id) => sql`${id}::int`),
                  sql`, `,
                )})) AS p ON true`,
        )}
        ORDER BY u.last_name, u.first_name`,
  );
  return found.map((r) => ({
    ...r,
    userId: Number(r.userId),
    organisationId: r.organisationId === null ? null : Number(r.organisationId),
    // PGlite and node-postgres both parse json; a driver that did not would hand the text.
    passed: (typeof r.passed === 'string' ? JSON.parse(r.passed) : (r.passed ?? [])) as {
      moduleId: number;
      passedAt: string;
    }[],
  }));
}

/**
 * The active people of a field-service user's assigned pharmacies who count as reach, as the FROM …
 * WHERE of raw SQL (`e` their employment, `u` the user; `join` joins more before the WHERE): the
 * assignment is joined in SQL, never sent as a list of a rep's hundreds of pharmacy ids.
 */
function peopleOfRep(repId: number, join: SQL = sql``): SQL {
  return sql`FROM field_service_pharmacies f
    JOIN employees e ON e.organisation_id = f.organisation_id
    JOIN users u ON u.id = e.user_id ${join}
    WHERE f.user_id = ${repId}::int AND u.is_active AND ${countsAsReach('u')}`;
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many of peopleOfRep's people each assigned pharmacy has (pharmacies without any are missing). */
export async function countEmployeesPerPharmacyOfRep(db: Executor, repId: number) {
  const found = await rows<{ organisationId: number; employees: string | number }>(
    db,
    sql`SELECT e.organisation_id AS "organisationId", count(*) AS employees ${peopleOfRep(repId)} GROUP BY 1`,
  );
  return new Map(found.map((r) => [Number(r.organisationId), Number(r.employees)]));
}

/**
 * The passes of listPassesOfRep counted in SQL: per module and pharmacy, and per month (UTC, as
 * `YYYY-MM`), in one scan (grouping sets) instead of a row per pass.
 */
export async function countPassesOfRep(db: Executor, repId: number, moduleIds: number[]) {
  if (moduleIds.length === 0) return { cells: [], months: [] };
  const found = await rows<{
    moduleId: number | null;
    organisationId: number | null;
    month: string | null;
    completed: string | number;
  }>(
    db,
    sql`SELECT mc.module_id AS "moduleId", e.organisation_id AS "organisationId",
               to_char(mc.first_passed_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*) AS completed
        ${peopleOfRep(repId, sql`JOIN module_completions mc ON mc.user_id = e.user_id`)}
        AND mc.module_id IN (${sql.join(
          moduleIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
        GROUP BY GROUPING SETS ((mc.module_id, e.organisation_id), (3))`,
  );
  const cells: { moduleId: number; organisationId: number; completed: number }[] = [];
  const months: { month: string; completed: number }[] = [];
  for (const r of found) {
    if (r.month !== null) months.push({ month: r.month, completed: Number(r.completed) });
    else if (r.moduleId !== null && r.organisationId !== null) {
      cells.push({
        moduleId: Number(r.moduleId),
        organisationId: Number(r.organisationId),
        completed: Number(r.completed),
      });
    }
  }
  months.sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  return { cells, months };
}

export async function userExists(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return !!row;
}
