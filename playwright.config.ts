import { defineConfig } from '@playwright/test';

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
    { name: 'parallel', testIgnore: [...GLOBAL_STATE_SPECS, ...VOUCHER_STOCK_SPECS] },
    { name: 'voucher-stock', testMatch: VOUCHER_STOCK_SPECS, workers: 1 },
    { name: 'global-state', testMatch: GLOBAL_STATE_SPECS, workers: 1, dependencies: ['parallel', 'voucher-stock'] },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run build && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 420_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ATTEMPT_MIN_SECONDS: '0',
      SEED_DEMO_POPUP: 'false',
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-1234',
      // Each test sends its own client address (e2e/support/test.ts) as the last X-Forwarded-For
      // entry, which one trusted hop (a reverse proxy in production) writes.
      TRUST_PROXY: '1',
    },
  },
});
