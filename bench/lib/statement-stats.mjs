// PostgreSQL's own account of a scenario's statements (pg_stat_statements): which statements a
// completion's database time goes to, and how much of it is planning. Only when the server loads
// the module (shared_preload_libraries = 'pg_stat_statements'; docs/benchmarks.md says how);
// otherwise the scenario reports nothing here.

const TOP = 8;

/**
 * Starts counting in the bench database (creates the extension there and resets the counters):
 * answers `stop()`, which reads the top statements by database time (before the scenario's own
 * look-ups run) and answers `perCompletion(completions)`, or null when the server does not collect
 * statement statistics.
 */
export async function countStatements(db) {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await db.query('SELECT pg_stat_statements_reset()');
  } catch {
    return { stop: async () => null };
  }
  return {
    async stop() {
      const { rows } = await db.query(
        `SELECT calls, total_exec_time AS exec, total_plan_time AS plan, query,
                sum(total_exec_time + total_plan_time) OVER () AS everything
         FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND toplevel
         ORDER BY total_exec_time + total_plan_time DESC LIMIT ${TOP}`,
      );
      return {
        /** Per completion: all top-level statements' time (with triggers and planning), then the top ones. */
        perCompletion(completions) {
          const per = (value, digits) => Number((value / Math.max(completions, 1)).toFixed(digits));
          return {
            allStatementsMs: per(rows[0]?.everything ?? 0, 3),
            top: rows.map((row) => ({
              ms: per(row.exec + row.plan, 3),
              planningMs: per(row.plan, 3),
              calls: per(Number(row.calls), 2),
              statement: row.query.replace(/\s+/g, ' ').slice(0, 90),
            })),
          };
        },
      };
    },
  };
}
