// `npm run seed:load`: large synthetic data for benchmarks (DESIGN §7) in the PostgreSQL
// database of DATABASE_URL. Migrates and seeds the demo content first when the database is new.

import { openDatabase } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';
import { auditLedger } from '../../../modules/ledger';
import { seedDemoData } from '../demo';
import { LOAD_DOMAIN, LOAD_PASSWORD } from './constants';
import { generateLoadData } from './generate-load';
import { assertNoRealUsers, requirePostgresUrl } from './guard';
import { parseCliOptions, USAGE } from './options';
import { createTimer } from './timing';

async function main(): Promise<void> {
  const options = parseCliOptions(process.argv.slice(2));
  const url = requirePostgresUrl(process.env.DATABASE_URL);
  const database = await openDatabase({ url, poolSize: 2, timeouts: null });
  const timed = createTimer();
  const started = performance.now();
  try {
    console.log(
      `Lastdaten: ${options.users} Nutzer, ${options.completions} Abschlüsse, Premium-Anteil ${options.premiumShare}`,
    );
    await timed('Migrationen', () => runMigrations(database));
    await timed('Demo-Daten (nur in einer leeren Datenbank)', () => seedDemoData(database.db));
    await assertNoRealUsers(database.db, options.force);
    await generateLoadData(database.db, options, timed);
    const audit = await timed('Ledger-Prüfung', () => auditLedger(database.db));
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Fertig in ${total} s. Ledger-Prüfung: ${audit.ok ? 'ok' : 'FEHLER'} (${audit.accounts} Konten, ${audit.transfers} Buchungen, Summe ${audit.sumOfBalances}).`,
    );
    for (const v of audit.violations) console.error(`  ${v.code}: ${v.message}`);
    console.log(`Anmelden als nutzer-1@${LOAD_DOMAIN} … mit dem Passwort „${LOAD_PASSWORD}“.`);
    if (!audit.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  const cause = err instanceof Error && err.cause instanceof Error ? `\n${err.cause.message}` : '';
  console.error(`${err instanceof Error ? err.message : err}${cause}\n${USAGE}`);
  process.exit(1);
});
