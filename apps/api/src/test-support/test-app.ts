import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { ListenOptions } from '../db/notifications';
import { createJobQueue, type JobQueueTiming } from '../jobs/job-queue';
import { type Clock, systemClock } from '../lib/clock';

/** The JWT secret of every test app; an instance the test starts as a process takes it to accept its tokens. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-123';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped on close). Tests create their own data.
 */
export interface TestDatabaseOptions {
  /** A PostgreSQL server other than TEST_DATABASE_URL's (a fault test's own cluster). */
  serverUrl?: string;
  /** The address the app connects through (e.g. a test-support/tcp-proxy.ts in front of the server). */
  through?: (url: URL) => URL;
  listen?: ListenOptions;
}

export async function openTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<Database & { drop(): Promise<void> }> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await runMigrations(database);
    return { ...database, drop: async () => {} };
  }
  const name = `apopunkt_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The pool production has on this machine (defaultDatabasePoolSize): races still interleave, and
  // a request that waits for a second connection while holding one would hang here, not in production.
  const database = await openDatabase({
    url: (options.through ? options.through(new URL(url)) : url).toString(),
    listen: options.listen,
  });
  await runMigrations(database);
  return {
    ...database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets are closed; a forced drop would then kill those
      // backends and the closing clients would emit unhandled 57P01 errors. Wait for them first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** A built web app to serve, and the worker that draws members' pages (AppDeps). */
    web?: { dist: string; memberPageWorker?: string };
    database?: TestDatabaseOptions;
    /** Run the background jobs on a queue of this database, with this timing (most tests call the jobs' functions). */
    jobs?: JobQueueTiming;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'apopunkt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ATTEMPT_MIN_SECONDS: '0',
    // Tests change modules and read the lists at once: check the catalogue version on every call.
    CATALOGUE_MAX_AGE_MS: '0',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const database = await openTestDatabase(options.database);
  const app = await buildApp({
    config,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    connection: database,
    jwtSecret: TEST_JWT_SECRET,
    clock: options.clock ?? systemClock,
    webDist: options.web?.dist,
    memberPageWorker: options.web?.memberPageWorker,
    jobs: options.jobs && createJobQueue(database, { warn: () => {} }, options.jobs),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
