import type { Db, Executor, Tx } from './client';

/** serialization_failure and deadlock_detected: safe to run the whole transaction again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

/** The SQLSTATE of a database error, also when a driver or Drizzle wrapped it. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `work` in a transaction (a savepoint when `db` already is one) and retries it a few times
 * when PostgreSQL aborts it for a deadlock or serialization failure. The ledger takes its locks
 * in a fixed order, so this is a safety net, not the concurrency strategy.
 */
export async function inTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (db as Db).transaction(work);
    } catch (err) {
      const code = sqlState(err);
      if (attempt >= attempts || !code || !RETRYABLE_CODES.has(code)) throw err;
    }
  }
}

/** True for a unique-constraint violation (23505), e.g. a reward slot another request just took. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}
