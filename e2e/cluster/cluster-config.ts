import { defineConfig } from '@playwright/test';
import {
  CLUSTER_SPECS,
  E2E_COMMON,
  E2E_USE,
  globalStateProject,
  PARALLEL_PROJECT,
  VOUCHER_STOCK_PROJECT,
} from '../support/e2e-settings';

const PORT = Number(process.env.CLUSTER_PORT ?? 3230);

/** Where the run through the cluster has nginx, the two instances and their shared DATA_DIR. */
export const CLUSTER = {
  port: PORT,
  instancePorts: [PORT + 1, PORT + 2],
  publicUrl: `http://127.0.0.1:${PORT}`,
  dataDir: `/tmp/apopunkt-cluster-${PORT}`,
};

/**
 * The whole e2e suite through nginx in front of two instances on one PostgreSQL and one Redis,
 * as deploy/ describes them (e2e/cluster/cluster-setup.ts builds first): the parallel and the
 * voucher-stock projects, then the cluster spec (what one instance changes, the other serves),
 * then the specs that change what every visitor sees. `npm run test:cluster`, and `npm test`
 * with E2E_CLUSTER=1 (.ci/run).
 */
export const clusterConfig = defineConfig({
  ...E2E_COMMON,
  globalSetup: './e2e/cluster/cluster-setup.ts',
  projects: [
    PARALLEL_PROJECT,
    VOUCHER_STOCK_PROJECT,
    { name: 'cluster', testMatch: CLUSTER_SPECS, workers: 1, dependencies: ['parallel', 'voucher-stock'] },
    globalStateProject(['cluster']),
  ],
  use: { ...E2E_USE, baseURL: CLUSTER.publicUrl },
});
