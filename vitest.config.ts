import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default is one worker fewer than the cores: one worker on CI's two cores. The PGlite run
 * is CPU-bound, so it uses every core; the PostgreSQL run waits on the server and takes one more,
 * but at most three, since a test file's pool may open twice the cores (defaultDatabasePoolSize) of the
 * server's 100 connections.
 */
const cores = Math.max(2, availableParallelism());
const maxWorkers = process.env.TEST_DATABASE_URL ? Math.min(cores + 1, 3) : cores;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every test file builds its own app on its own database (test-support/test-app.ts); what
          // stays between files in one worker is the loaded code, so each file no longer imports
          // the whole app anew (about a third of the project's time).
          isolate: false,
        },
      },
      { extends: 'apps/web/vite.config.ts', test: { name: 'web', root: 'apps/web', environment: 'jsdom' } },
    ],
  },
});
