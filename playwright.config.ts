import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/apopunkt-e2e-${process.pid}`;
/** The e2e mailbox (e2e/support/mailbox.ts) listens here; the portal sends real SMTP to it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);

/**
 * e2e against the production build (npm run build) in Debian's Chromium; the server starts on a
 * fresh embedded database seeded with the demo data. Never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
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
    },
  },
});
