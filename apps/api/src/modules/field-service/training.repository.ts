import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldServicePharmacies } from '../../db/schema/business';
import { organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { matchesPrefixQuery } from '../../lib/text-search';
import { countsAsReach } from '../users';

/** A pharmacy as the training pages show it. */
interface PharmacyRow {
  id: number;
  name: string;
  zip: string;
  city: string;
}

/**
 * The pharmacy `o` of each row, looked up by its key (the lateral subquery with OFFSET 0 is not
 * merged into a join): otherwise PostgreSQL hashes all organisations for a rep's 50–300 (2 ms
 * against 0.3 ms on 15,000 organisations).
 */
function pharmacyOf(organisationId: SQL): SQL {
  return sql`CROSS JOIN LATERAL (SELECT o.id, o.name, o.zip, o.city FROM organisations o
                                 WHERE o.id = ${organisationId} OFFSET 0) AS o`;
}

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

/** What a search of the employees page matches: word starts of the name and of the pharmacy (`so`). */
const EMPLOYEE_SEARCH_DOCUMENT = sql`to_tsvector('simple'::regconfig,
  u.first_name || ' ' || u.last_name || ' ' || so.name || ' ' || so.city || ' ' || so.zip)`;

/**
 * One page of peopleOfRep's people who satisfy `shown` (a predicate on `u`), by last and first
 * name, each with their pharmacy and what they first passed of these modules (the scope's, by
 * module id), and how many there are in all. `tsQuery` (prefixTsQuery) narrows them by
 * EMPLOYEE_SEARCH_DOCUMENT. Only the page's people get their pharmacy and passes looked up.
 */
export async function listEmployeesPageOfRep(
  db: Executor,
  repId: number,
  moduleIds: number[],
  filter: { shown: SQL; tsQuery: string | null; limit: number; offset: number },
) {
  const ids = moduleIds.length > 0 ? moduleIds : [0];
  const searched = filter.tsQuery
    ? {
        join: sql`JOIN organisations so ON so.id = e.organisation_id`,
        where: sql`AND ${matchesPrefixQuery(EMPLOYEE_SEARCH_DOCUMENT, filter.tsQuery)}`,
      }
    : { join: sql``, where: sql`` };
  const found = await rows<{
    userId: number;
    firstName: string;
    lastName: string;
    job: string | null;
    total: string | number;
    pharmacy: PharmacyRow;
    passed: { moduleId: number; passedAt: string }[] | string | null;
  }>(
    db,
    sql`SELECT p."userId", p."firstName", p."lastName", p.job, p.total,
               json_build_object('id', o.id, 'name', o.name, 'zip', o.zip, 'city', o.city) AS pharmacy,
               passes.passed
        FROM (
          SELECT u.id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.job,
                 e.organisation_id AS "organisationId", count(*) OVER () AS total
          ${peopleOfRep(repId, searched.join)} AND ${filter.shown} ${searched.where}
          ORDER BY u.last_name, u.first_name, u.id
          LIMIT ${filter.limit}::int OFFSET ${filter.offset}::int
        ) AS p
        ${pharmacyOf(sql`p."organisationId"`)}
        LEFT JOIN LATERAL (
          SELECT json_agg(json_build_object(
                   'moduleId', mc.module_id,
                   'passedAt', to_char(mc.first_passed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                   ORDER BY mc.module_id) AS passed
          FROM module_completions mc
          WHERE mc.user_id = p."userId" AND mc.module_id IN (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})) AS passes ON true
        ORDER BY p."lastName", p."firstName", p."userId"`,
  );
  return {
    // Past the last page no row carries the total; the client then learns it from the next call's.
    count: found.length > 0 ? Number(found[0]?.total) : null,
    people: found.map((r) => {
      const pharmacy = parsedJson(r.pharmacy);
      return {
        userId: Number(r.userId),
        firstName: r.firstName,
        lastName: r.lastName,
        job: r.job,
        pharmacy: { id: Number(pharmacy.id), name: pharmacy.name, zip: pharmacy.zip, city: pharmacy.city },
        passed: parsedJson(r.passed) ?? [],
      };
    }),
  };
}

/** How many of peopleOfRep's people satisfy `shown` (for a page past the last). */
export async function countEmployeesOfRep(db: Executor, repId: number, shown: SQL, tsQuery: string | null) {
  const [row] = await rows<{ total: string | number }>(
    db,
    tsQuery
      ? sql`SELECT count(*) AS total ${peopleOfRep(repId, sql`JOIN organisations so ON so.id = e.organisation_id`)}
            AND ${shown} AND ${matchesPrefixQuery(EMPLOYEE_SEARCH_DOCUMENT, tsQuery)}`
      : sql`SELECT count(*) AS total ${peopleOfRep(repId)} AND ${shown}`,
  );
  return Number(row?.total ?? 0);
}

/** Per assigned pharmacy (by name) how many of peopleOfRep's people satisfy `counted`; none: left out. */
export async function countEmployeesPerPharmacyWhere(db: Executor, repId: number, counted: SQL) {
  const found = await rows<PharmacyRow & { members: string | number }>(
    db,
    sql`SELECT o.id, o.name, o.zip, o.city, h.members
        FROM (SELECT e.organisation_id, count(*) AS members ${peopleOfRep(repId)} AND ${counted} GROUP BY 1) AS h
        ${pharmacyOf(sql`h.organisation_id`)}
        ORDER BY o.name, o.id`,
  );
  return found.map((r) => ({
    pharmacy: { id: Number(r.id), name: r.name, zip: r.zip, city: r.city },
    members: Number(r.members),
  }));
}

/** PGlite and node-postgres both parse json; a driver that did not would hand the text. */
function parsedJson<T>(value: T | string): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
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
