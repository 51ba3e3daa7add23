import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';

/** src/db/migrations when run from source, dist/migrations when bundled. */
function migrationsFolder(): string {
  const candidates = ['./migrations', './db/migrations'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`Migrationen nicht gefunden (gesucht: ${candidates.join(', ')})`);
  return found;
}

/** The session advisory lock the migrations hold (released when their connection closes). */
const MIGRATION_LOCK = 7_340_034;

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
    return;
  }
  // A connection of its own, without the pool's statement timeout: an index on a large table may
  // take longer than any request should.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    // Instances that start at once migrate one after the other; the later ones find nothing to do.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}
