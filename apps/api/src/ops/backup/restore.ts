import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LedgerAudit } from '@apopunkt/domain/schemas/ledger';
import pg from 'pg';
import { openDatabase } from '../../db/client';
import { auditLedger } from '../../modules/ledger';
import { type BackupManifest, DUMP_FILE, MANIFEST_FILE, MEDIA_FILE } from './backup';
import { runTool } from './run-tool';
import { countDifferences, tableCounts } from './table-counts';

export interface RestoreReport {
  counts: Record<string, number>;
  differences: ReturnType<typeof countDifferences>;
  audit: LedgerAudit;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup of createBackup into an empty database and the media folder, then proves it:
 * every table has the row count of the manifest and the ledger audit (DESIGN §5) is clean. Refuses
 * a database that already has tables, so that a restore never mixes two states.
 */
export async function restoreBackup(input: {
  databaseUrl: string;
  mediaDir: string;
  sourceDir: string;
}): Promise<RestoreReport> {
  const manifest = JSON.parse(readFileSync(join(input.sourceDir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  const existing = await withClient(input.databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle')",
    );
    return rows[0]?.n ?? 0;
  });
  if (existing > 0) {
    throw new Error('Die Zieldatenbank ist nicht leer: bitte in eine neue, leere Datenbank wiederherstellen.');
  }
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--dbname',
    input.databaseUrl,
    join(input.sourceDir, DUMP_FILE),
  ]);
  mkdirSync(input.mediaDir, { recursive: true });
  await runTool('tar', ['-xzf', join(input.sourceDir, MEDIA_FILE), '-C', input.mediaDir]);

  const counts = await withClient(input.databaseUrl, tableCounts);
  const database = await openDatabase({ url: input.databaseUrl, poolSize: 2 });
  try {
    const audit = await auditLedger(database.db);
    return { counts, differences: countDifferences(manifest.counts, counts), audit };
  } finally {
    await database.close();
  }
}
