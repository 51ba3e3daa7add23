// npm run db:migrate: applies the migrations the database does not have yet, then stops. The
// server does the same at every start; this runs them beforehand, without any time limit, so a
// long one (an index or a backfill of a large table) is not the first instance's start, and a
// deploy can migrate once before it starts the instances. Uses DATABASE_URL (else the embedded
// database in DATA_DIR), like the server.
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  console.log(`Migrationen angewandt in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
