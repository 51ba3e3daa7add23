import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { NamedStatementClient } from './named-statements';
import { type Listen, listenPglite, listenPostgres } from './notifications';
import { defaultDatabasePoolSize } from './pool-size';

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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database (the API's caches hear of changes made by any instance). */
  listen: Listen;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string;
  /** Connections to PostgreSQL; defaultDatabasePoolSize() when omitted. */
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (DESIGN §1). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? defaultDatabasePoolSize(),
      Client: NamedStatementClient,
      // Our queries are small or index-bound; JIT compiling the few large staff reports took
      // longer (170-700 ms on 100k members) than running them. See docs/decisions.md.
      options: '-c jit=off',
    });
    const db = drizzlePg(pool) as unknown as Db;
    return { db, kind: 'postgres', listen: listenPostgres(options.url), close: () => pool.end() };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return { db, kind: 'pglite', listen: listenPglite(client), close: () => client.close() };
}
