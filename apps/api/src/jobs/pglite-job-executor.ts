import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss's statements on the embedded PGlite (one connection, shared with the app). A statement
 * with parameters runs as one extended-protocol query; pg-boss's schema set-up sends several
 * statements in one text without parameters, which PGlite runs with `exec` (the last result counts).
 */
export function pgliteJobExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
