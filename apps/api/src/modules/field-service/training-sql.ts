import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countsAsReach } from '../users';

/** A pharmacy as the training pages show it. */
export interface PharmacyRow {
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
export function pharmacyOf(organisationId: SQL): SQL {
  return sql`CROSS JOIN LATERAL (SELECT o.id, o.name, o.zip, o.city FROM organisations o
                                 WHERE o.id = ${organisationId} OFFSET 0) AS o`;
}

/**
 * The active people of a field-service user's assigned pharmacies who count as reach, as the FROM …
 * WHERE of raw SQL (`e` their employment, `u` the user; `join` joins more before the WHERE): the
 * assignment is joined in SQL, never sent as a list of a rep's hundreds of pharmacy ids.
 */
export function peopleOfRep(repId: number, join: SQL = sql``): SQL {
  return sql`FROM field_service_pharmacies f
    JOIN employees e ON e.organisation_id = f.organisation_id
    JOIN users u ON u.id = e.user_id ${join}
    WHERE f.user_id = ${repId}::int AND u.is_active AND ${countsAsReach('u')}`;
}

/** `IN (…)` of module ids as SQL (never empty: no module matches 0). */
export function moduleIdList(moduleIds: number[]): SQL {
  const ids = moduleIds.length > 0 ? moduleIds : [0];
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}

export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** PGlite and node-postgres both parse json; a driver that did not would hand the text. */
export function parsedJson<T>(value: T | string): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
