import { defineConfig } from '@playwright/test';
import { clusterConfig } from './e2e/cluster/cluster-config';
import {
  BUILD_COMMAND,
  E2E_COMMON,
  E2E_DATA_DIR,
  E2E_USE,
  globalStateProject,
  PARALLEL_PROJECT,
  portalEnvironment,
  VOUCHER_STOCK_PROJECT,
} from './e2e/support/e2e-settings';

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * e2e against the production build in Debian's Chromium; never downloads a browser. By default
 * (`npm test` on a newcomer's machine) one instance on a fresh embedded database seeded with the
 * demo data. With E2E_CLUSTER=1 the same suite runs through nginx in front of two instances on
 * PostgreSQL and Redis instead (e2e/cluster/cluster-config.ts; .ci/run does so, so CI runs the
 * suite once, in the production shape).
 */
const singleInstanceConfig = defineConfig({
  ...E2E_COMMON,
  globalSetup: './e2e/support/mail-server.ts',
  projects: [PARALLEL_PROJECT, VOUCHER_STOCK_PROJECT, globalStateProject(['parallel', 'voucher-stock'])],
  use: { ...E2E_USE, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && ${BUILD_COMMAND} && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: portalEnvironment(PORT, E2E_DATA_DIR),
  },
});

export default process.env.E2E_CLUSTER === '1' ? clusterConfig : singleInstanceConfig;
