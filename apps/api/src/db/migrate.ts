import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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

/**
 * Whether the database already has every migration of the folder's journal, by drizzle's own rule
 * (a migration is applied when none newer than it is recorded): one query, where drizzle's migrate
 * reads and hashes every SQL file and runs four statements. False when nothing is recorded yet.
 */
async function allApplied(database: Database, folder: string): Promise<boolean> {
  const journal: { entries: { when: number }[] } = JSON.parse(
    readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'),
  );
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = (await database.db.execute(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | null }[] };
    const applied = rows[0]?.applied;
    return applied != null && Number(applied) >= newest;
  } catch {
    return false;
  }
}

/** Applies the migrations the database does not have yet (`folder`: the build's, unless a test gives one). */
export async function runMigrations(database: Database, folder = migrationsFolder()): Promise<void> {
  if (await allApplied(database, folder)) return;
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
