import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * Drizzle without its relational query API (`db.query.…`), which nothing here uses: given the
 * schema, Drizzle would build a query builder per table for every transaction it opens.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** What a repository accepts: the database or an open transaction. */
export type Executor = Db | Tx;
