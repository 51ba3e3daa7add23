import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import { runMigrations } from './migrate';

/** The committed migrations, copied so that a test can add one or take one away. */
const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let folder: string;

beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'apopunkt-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
});
afterAll(async () => {
  await database.close();
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

function addMigration(tag: string, statement: string): void {
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const idx = journal.entries.length;
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(join(folder, `${tag}.sql`), statement);
}

describe('runMigrations', () => {
  it('with every migration applied, reads none of their files again', async () => {
    const [first] = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')).entries;
    rmSync(join(folder, `${first.tag}.sql`));
    try {
      // drizzle's migrate reads every file of the journal and would fail on the missing one.
      await expect(runMigrations(database, folder)).resolves.toBeUndefined();
    } finally {
      cpSync(join(MIGRATIONS, `${first.tag}.sql`), join(folder, `${first.tag}.sql`));
    }
  });

  it('applies a migration newer than the recorded ones, once', async () => {
    addMigration('9999_start_check', 'CREATE TABLE start_check (id integer PRIMARY KEY);');
    await runMigrations(database, folder);
    await runMigrations(database, folder);
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from start_check`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(0);
    const recorded = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'));
    expect(recorded.rows[0]?.n).toBe(journal.entries.length);
  });
});
