import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-app';
import { seedDemoData } from '../seed/demo';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/** A backup of the seeded demo portal, restored into a new database (issue 34 §5). PostgreSQL only. */
describe.runIf(!!process.env.TEST_DATABASE_URL)('db:backup and db:restore (PostgreSQL)', () => {
  const work = mkdtempSync(join(tmpdir(), 'apopunkt-backup-'));
  let source: Awaited<ReturnType<typeof openTestDatabase>>;
  const restoredName = `apopunkt_r_${Date.now().toString(36)}`;
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  let restoredUrl = '';

  async function onServer(sql: string) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(sql);
    await admin.end();
  }

  beforeAll(async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${restoredName}`;
    restoredUrl = url.toString();
    source = await openTestDatabase();
    await seedDemoData(source.db, { popup: false });
    mkdirSync(join(work, 'media/uploads'), { recursive: true });
    writeFileSync(join(work, 'media/uploads/logo.png'), 'not really a png');
    await onServer(`CREATE DATABASE ${restoredName}`);
  }, 120_000);
  afterAll(async () => {
    await source.close();
    await source.drop();
    await onServer(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every row and every file into a fresh database, and the ledger audit is clean', async () => {
    const manifest = await createBackup({
      databaseUrl: source.url ?? '',
      mediaDir: join(work, 'media'),
      targetDir: join(work, 'backup'),
      version: 'test',
    });
    expect(manifest.counts['public.transfers']).toBeGreaterThan(0);
    expect(manifest.counts['public.users']).toBeGreaterThan(5);

    const report = await restoreBackup({
      databaseUrl: restoredUrl,
      mediaDir: join(work, 'restored-media'),
      sourceDir: join(work, 'backup'),
    });
    expect(report.differences).toEqual([]);
    expect(report.counts).toEqual(manifest.counts);
    expect(report.audit.ok).toBe(true);
    expect(readFileSync(join(work, 'restored-media/uploads/logo.png'), 'utf8')).toBe('not really a png');
  }, 120_000);

  it('refuses to restore into a database that already holds data', async () => {
    await expect(
      restoreBackup({ databaseUrl: restoredUrl, mediaDir: join(work, 'again'), sourceDir: join(work, 'backup') }),
    ).rejects.toThrow(/nicht leer/);
  });
});
