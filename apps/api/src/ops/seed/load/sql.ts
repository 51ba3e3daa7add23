import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/** Rows and affected-row count of a raw statement; node-postgres and PGlite name the count differently. */
export async function execute<T = Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<{ rows: T[]; count: number }> {
  const result = (await db.execute(query)) as unknown as { rows: T[]; rowCount?: number | null; affectedRows?: number };
  return { rows: result.rows, count: result.rowCount ?? result.affectedRows ?? result.rows.length };
}

/** The first row of a raw query, or an error naming what was expected. */
export async function one<T>(db: Executor, query: SQL, what: string): Promise<T> {
  const { rows } = await execute<T>(db, query);
  const [row] = rows;
  if (!row) throw new Error(`no row for ${what}`);
  return row;
}

/**
 * A text[] literal of constant values (names, jobs) inlined into the statement. Set-based
 * generators pick from these arrays by index, which a bound JS array would not let every
 * driver do the same way.
 */
export function textArray(values: readonly string[]): SQL {
  return sql.raw(`(ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[])`);
}
