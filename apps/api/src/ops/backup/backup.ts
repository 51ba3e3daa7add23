import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { runTool } from './run-tool';
import { tableCounts } from './table-counts';

export const DUMP_FILE = 'database.dump';
export const MEDIA_FILE = 'media.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  createdAt: string;
  version: string;
  /** Rows per table in the dump's snapshot; a restore is checked against them. */
  counts: Record<string, number>;
}

/**
 * One backup in `targetDir`: the database as a pg_dump custom-format archive, the media folder as
 * a tar archive, and a manifest with each table's row count. The counts and the dump read the
 * same snapshot (pg_export_snapshot), so they agree however busy the portal is. Uploads written
 * while the backup runs may be in the archive without a row pointing to them, never the other
 * way round (the database is read first).
 */
export async function createBackup(input: {
  databaseUrl: string;
  mediaDir: string;
  targetDir: string;
  version: string;
}): Promise<BackupManifest> {
  mkdirSync(input.targetDir, { recursive: true });
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  let counts: Record<string, number>;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    counts = await tableCounts(client);
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--snapshot=${rows[0]?.id}`,
      '--file',
      join(input.targetDir, DUMP_FILE),
      input.databaseUrl,
    ]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  mkdirSync(input.mediaDir, { recursive: true });
  await runTool('tar', ['-czf', join(input.targetDir, MEDIA_FILE), '-C', input.mediaDir, '.']);
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), version: input.version, counts };
  writeFileSync(join(input.targetDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
