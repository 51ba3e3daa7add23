import type pg from 'pg';

/** Rows per table of the portal's schemas (public and Drizzle's migration journal), for comparing a restore. */
export async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
       FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema IN ('public', 'drizzle')
      ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** The tables whose counts differ between two snapshots, with both counts. */
export function countDifferences(
  expected: Record<string, number>,
  actual: Record<string, number>,
): { table: string; expected: number | null; actual: number | null }[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((table) => expected[table] !== actual[table])
    .map((table) => ({ table, expected: expected[table] ?? null, actual: actual[table] ?? null }));
}
