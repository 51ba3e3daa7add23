import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createJobQueue, type JobQueueLog } from './jobs/job-queue';
import { initErrorReporting } from './lib/error-reporting';
import { shutDownGracefully } from './lib/graceful-shutdown';
import { holdEventLoop } from './lib/hold-event-loop';
import { resolveJwtSecret } from './lib/secrets';

/**
 * Where the built SPA lives: inside the build folder `npm start` runs from (apps/api/builds/<id>/web,
 * so an instance serves its own build whatever is built after it started), else next to the API
 * in the workspace (apps/web/dist, for `node apps/api/dist/server.js` and `tsx src/server.ts`).
 */
const ownBuild = existsSync(fileURLToPath(new URL('./web/index.html', import.meta.url)));
const webDist = fileURLToPath(new URL(ownBuild ? './web' : '../../web/dist', import.meta.url));
const memberPageWorker = fileURLToPath(
  new URL(`${ownBuild ? './web-prerender' : '../../web/dist-prerender'}/member-page-worker.js`, import.meta.url),
);

async function main(): Promise<void> {
  const releaseEventLoop = holdEventLoop();
  const config = loadConfig();
  await initErrorReporting(config);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      poolWaitMs: config.DATABASE_POOL_WAIT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: config.DATABASE_IDLE_TX_TIMEOUT_MS,
    },
  });
  await runMigrations(database);
  // The queue reports into the app's log once the app exists (the queue starts when the app is ready).
  let jobLog: JobQueueLog = { warn: (details, message) => console.warn(message, details) };
  const jobs = createJobQueue(database, { warn: (details, message) => jobLog.warn(details, message) });
  const app = await buildApp({
    jobs,
    config,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    connection: database,
    jwtSecret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    webDist: config.SERVE_WEB ? webDist : undefined,
    memberPageWorker,
    redis: config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL) : undefined,
  });
  jobLog = app.log;
  // The seed is loaded only to seed: it is not part of the production bundle (build.mjs).
  const demoAccounts = config.SEED_DEMO_DATA
    ? await (await import('./ops/seed/seed-on-start')).seedOnStart(database.db, {
        dataDir: config.DATA_DIR,
        popup: config.SEED_DEMO_POPUP,
        log: app.log,
      })
    : '';

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const inTime = await shutDownGracefully({ app, closeDatabase: () => database.close() });
    process.exit(inTime ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  releaseEventLoop();
  console.log(`\n${config.PRODUCT_NAME} läuft auf ${config.publicUrl} (Datenbank: ${database.kind}).\n${demoAccounts}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
