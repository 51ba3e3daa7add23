// npm run db:backup [-- --out DIR]   and   npm run db:restore -- DIR
// Both use DATABASE_URL (PostgreSQL) and DATA_DIR/media from the environment, like the server.
import { join, resolve } from 'node:path';
import { loadConfig } from '../../config';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const databaseUrl =
    config.DATABASE_URL ??
    fail('DATABASE_URL fehlt: Sicherungen gibt es für PostgreSQL (PGlite: Server anhalten und DATA_DIR kopieren).');
  const mediaDir = join(config.DATA_DIR, 'media');

  if (command === 'backup') {
    const outIndex = args.indexOf('--out');
    const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*/, '');
    const targetDir = resolve(
      outIndex >= 0 ? (args[outIndex + 1] ?? fail('--out braucht einen Ordner')) : `backups/${stamp}`,
    );
    const manifest = await createBackup({ databaseUrl, mediaDir, targetDir, version: config.version });
    const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0);
    console.log(
      `Sicherung geschrieben: ${targetDir} (${Object.keys(manifest.counts).length} Tabellen, ${rows} Zeilen, Medien)`,
    );
    return;
  }
  if (command === 'restore') {
    const sourceDir = resolve(args[0] ?? fail('Aufruf: npm run db:restore -- <Ordner der Sicherung>'));
    const report = await restoreBackup({ databaseUrl, mediaDir, sourceDir });
    for (const d of report.differences)
      console.error(`  ${d.table}: ${d.actual ?? '–'} Zeilen statt ${d.expected ?? '–'}`);
    for (const v of report.audit.violations) console.error(`  Hauptbuch: ${v.message}`);
    if (report.differences.length > 0 || !report.audit.ok) fail('Wiederherstellung NICHT bestätigt.');
    console.log(`Wiederhergestellt aus ${sourceDir}: Zeilenzahlen wie gesichert, Hauptbuch-Prüfung ohne Befund.`);
    return;
  }
  fail('Aufruf: db-backup.ts backup [--out DIR] | restore DIR');
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
