import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Chosen once by the runner; its worker processes inherit the variable and so the same folder.
process.env.E2E_DATA_DIR ??= `/tmp/apopunkt-e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;
/** The run's SMTP server (e2e/support/mail-server.ts) listens here; the portal sends real SMTP to it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
/** Where that server writes each mail, for every worker to read (e2e/support/mailbox.ts). */
export const E2E_MAIL_DIR = `${dataDir}-mail`;

/**
 * Specs that change what every visitor sees (an active popup, new visible modules, merged
 * accounts): they run last, one at a time, after everything else.
 */
const GLOBAL_STATE_SPECS = [
  'engagement/**',
  'admin-modules/**',
  'admin-platform/duplicates.spec.ts',
  'admin-platform/third-party-data.spec.ts',
];
/** Specs that assert the stock of the same voucher offers: one at a time among themselves. */
const VOUCHER_STOCK_SPECS = ['rewards/voucher-shop.spec.ts', 'rewards/coupon-upload.spec.ts'];
/** Specs about several instances: only `npm run test:cluster` (playwright.cluster.config.ts) runs them. */
export const CLUSTER_SPECS = ['cluster/**'];
/** The specs that run side by side in two workers. */
export const PARALLEL_PROJECT = {
  name: 'parallel',
  testIgnore: [...GLOBAL_STATE_SPECS, ...VOUCHER_STOCK_SPECS, ...CLUSTER_SPECS],
};

/** How the e2e run's portal is configured, also each instance of the cluster run. */
export function portalEnvironment(port: number, dataDirectory: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDirectory,
    LOG_LEVEL: 'warn',
    ATTEMPT_MIN_SECONDS: '0',
    SEED_DEMO_POPUP: 'false',
    NODE_ENV: 'production',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    // A refused mail is given up after one retry a second later (e2e/admin-platform/failed-mails.spec.ts).
    MAIL_RETRY_LIMIT: '1',
    MAIL_RETRY_DELAY_SECONDS: '1',
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-1234',
    // Each test sends its own client address (e2e/support/test.ts) as the last X-Forwarded-For
    // entry, which one trusted hop (a reverse proxy in production) writes.
    TRUST_PROXY: '1',
    // The specs check what a member's Home drawn by the server holds; on a busy test machine the
    // drawing may take longer than production's budget (then the plain page comes).
    MEMBER_PAGE_BUDGET_MS: '3000',
  };
}

/** Debian's Chromium, German, Berlin time. */
export const E2E_USE: PlaywrightTestConfig['use'] = {
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
  trace: 'retain-on-failure',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * e2e against the production build (npm run build) in Debian's Chromium; the server starts on a
 * fresh embedded database seeded with the demo data. Never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/mail-server.ts',
  // Files run in parallel workers (tests of one file in order). Tests that change state create their
  // own members (e2e/support/members.ts); the demo accounts are only read, except where a project
  // below serialises the specs that share them.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    PARALLEL_PROJECT,
    { name: 'voucher-stock', testMatch: VOUCHER_STOCK_SPECS, workers: 1 },
    { name: 'global-state', testMatch: GLOBAL_STATE_SPECS, workers: 1, dependencies: ['parallel', 'voucher-stock'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { ...E2E_USE, baseURL: `http://127.0.0.1:${PORT}` },
  // The web app's size budget (issue 9) is checked on the build the suite runs, before any test:
  // a build over budget fails the run in its first minute, not after the whole suite.
  webServer: {
    command: `rm -rf ${dataDir} && npm run build && node scripts/check-bundle-size.mjs && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: portalEnvironment(PORT, dataDir),
  },
});
