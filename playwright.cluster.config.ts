import { defineConfig } from '@playwright/test';
import { CLUSTER_SPECS, E2E_USE, PARALLEL_PROJECT } from './playwright.config';

const PORT = Number(process.env.CLUSTER_PORT ?? 3230);

/** Where `npm run test:cluster` runs nginx, the two instances and their shared DATA_DIR. */
export const CLUSTER = {
  port: PORT,
  instancePorts: [PORT + 1, PORT + 2],
  publicUrl: `http://127.0.0.1:${PORT}`,
  dataDir: `/tmp/apopunkt-cluster-${PORT}`,
};

/**
 * The parallel project without the whole-page accessibility scans (e2e/a11y: they check what a page
 * draws, which no instance changes; the single-instance run has them).
 */
const PARALLEL_THROUGH_NGINX = { ...PARALLEL_PROJECT, testIgnore: [...PARALLEL_PROJECT.testIgnore, 'a11y/**'] };

/**
 * The e2e suite's parallel project (less the accessibility scans) through nginx in front of two instances on one PostgreSQL and
 * one Redis (e2e/cluster/cluster-setup.ts), then the cluster spec: what one instance changes, the
 * other serves. `npm run test:cluster` builds first.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/cluster/cluster-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    PARALLEL_THROUGH_NGINX,
    { name: 'cluster', testMatch: CLUSTER_SPECS, workers: 1, dependencies: ['parallel'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { ...E2E_USE, baseURL: CLUSTER.publicUrl },
});
