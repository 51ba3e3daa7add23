import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

const OWN_TRANSACTION = /^\s*BEGIN\s*;([\s\S]*?)COMMIT\s*;\s*$/i;

/**
 * pg-boss's statements on the embedded PGlite (one connection, shared with the app). A statement
 * with parameters runs as one extended-protocol query. pg-boss's schema set-up sends several
 * statements in one text (wrapped in BEGIN … COMMIT); they run in a PGlite transaction, which is
 * rolled back if one fails: on the one shared connection a failed text would otherwise leave an
 * aborted transaction open under every later query of the app.
 */
export function pgliteJobExecutor(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const statements = OWN_TRANSACTION.exec(text)?.[1] ?? text;
      const results = await pglite.transaction((tx) => tx.exec(statements));
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
