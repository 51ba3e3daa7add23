import type { PlaywrightTestConfig } from '@playwright/test';

// Chosen once by the runner; its worker processes inherit the variable and so the same folder.
process.env.E2E_DATA_DIR ??= `/tmp/apopunkt-e2e-${process.pid}`;
/** The single-instance run's DATA_DIR; the mail folder beside it serves both kinds of run. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
/** The run's SMTP server (e2e/support/mail-server.ts) listens here; the portal sends real SMTP to it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
/** Where that server writes each mail, for every worker to read (e2e/support/mailbox.ts). */
export const E2E_MAIL_DIR = `${E2E_DATA_DIR}-mail`;

/**
 * The production build the suite runs, and the web app's size budget (issue 9) checked on it
 * before any test: a build over budget fails the run in its first minute, not after the whole suite.
 */
export const BUILD_COMMAND = 'npm run build && node scripts/check-bundle-size.mjs';

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
/** Specs about several instances: only the run through the cluster (e2e/cluster/cluster-config.ts) has them. */
export const CLUSTER_SPECS = ['cluster/*.spec.ts'];

type Project = NonNullable<PlaywrightTestConfig['projects']>[number];

/** The specs that run side by side in two workers. */
export const PARALLEL_PROJECT: Project = {
  name: 'parallel',
  testIgnore: [...GLOBAL_STATE_SPECS, ...VOUCHER_STOCK_SPECS, ...CLUSTER_SPECS],
};
export const VOUCHER_STOCK_PROJECT: Project = { name: 'voucher-stock', testMatch: VOUCHER_STOCK_SPECS, workers: 1 };
/** The global-state specs, one at a time after the projects named. */
export function globalStateProject(after: string[]): Project {
  return { name: 'global-state', testMatch: GLOBAL_STATE_SPECS, workers: 1, dependencies: after };
}

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

/** What both kinds of run share. */
export const E2E_COMMON = {
  testDir: 'e2e',
  // Files run in parallel workers (tests of one file in order). Tests that change state create their
  // own members (e2e/support/members.ts); the demo accounts are only read, except where a project
  // serialises the specs that share them.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']] as PlaywrightTestConfig['reporter'],
} satisfies PlaywrightTestConfig;
