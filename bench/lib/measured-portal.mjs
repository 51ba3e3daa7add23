// One portal under measurement: its own throw-away database, data directory and process.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessions } from './api.mjs';
import { createBenchDatabase } from './bench-database.mjs';
import { runTsx, startPortal, stop, waitForHttp } from './processes.mjs';
import { ROOT } from './settings.mjs';

const LOAD_GENERATOR = 'apps/api/src/ops/seed/load/generate.ts';
const MIGRATE = 'apps/api/src/ops/migrate/cli.ts';

/**
 * Creates the database (filled by seed:load with BENCH_LARGE=1), or takes the seeded BENCH_DATABASE, starts the build of `root` on
 * `port` and answers the scenarios' context (lib/../scenarios/index.mjs BenchContext) and close(),
 * which stops the portal and drops its database (never BENCH_DATABASE). Register `close` before awaiting `ready`.
 */
export async function openMeasuredPortal(settings, { root = ROOT, port }) {
  const database = await createBenchDatabase(settings.pgServerUrl, settings.database);
  const dataDir = join(tmpdir(), database.name);
  let portal;
  let closing;
  const close = () => {
    closing ??= (async () => {
      await stop(portal);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return closing;
  };
  const ready = (async () => {
    if (settings.large && !settings.database) {
      console.log(`▶ npm run seed:load ${settings.loadArgs.join(' ')} into ${database.name}`);
      await runTsx(LOAD_GENERATOR, settings.loadArgs, { DATABASE_URL: database.url }, { echo: true });
    }
    if (settings.database) {
      // A seeded database of an older build: its migrations (a backfill of ten million rows may
      // take minutes) run before the portal starts, which waits only a minute for it.
      console.log(`▶ npm run db:migrate on ${database.name}`);
      await runTsx(MIGRATE, [], { DATABASE_URL: database.url }, { echo: true });
    }
    portal = startPortal({
      port,
      databaseUrl: database.url,
      dataDir,
      jwtSecret: settings.jwtSecret,
      nodeArgs: settings.portalNodeArgs,
      root,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`, portal);
    return {
      base,
      db: database.client,
      databaseUrl: database.url,
      headersOf: createSessions(base),
      portalPid: portal.pid,
      settings,
    };
  })();
  return { close, ready };
}
