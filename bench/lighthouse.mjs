// `npm run bench:lighthouse`: Lighthouse (mobile, performance) in Debian's Chromium on the first
// pages people load: /sign-in as a guest and Home as the signed-in demo PTA; on request also the
// module dashboard of the demo manufacturer manager, mobile (module) and with the desktop preset
// (module-desktop). Builds if the build is stale, starts the production build on a fresh embedded
// database, prints the scores and the metrics, writes the reports to
// bench/results/lighthouse-<page>.json. Not part of `npm test`. LIGHTHOUSE_RUNS (default 3) runs per
// page; LIGHTHOUSE_PAGES (default sign-in,home) lists the pages: sign-in, home, module, module-desktop.
// LIGHTHOUSE_SAVE_ASSETS=1 also keeps each run's trace (bench/results/lighthouse-<page>-0.trace.json).
//
// Lighthouse runs through npx (not installed with the project). Version 12 is the newest that
// runs on Node 20; its performance score uses the same metrics and weights as 13.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuild } from './lib/build.mjs';
import { startPortal, stop, waitForHttp } from './lib/processes.mjs';
import { ROOT } from './lib/settings.mjs';

const LIGHTHOUSE = process.env.LIGHTHOUSE_PACKAGE ?? 'lighthouse@12.8.2';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3480);
const DEBUG_PORT = PORT + 1;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

const PTA = 'pta@demo.apopunkt.de';
const MANAGER = 'hersteller@demo.apopunkt.de';
/** A module of the demo manager's product (seed: SolSana), its dashboard with charts, map and tables. */
const MODULE_DASHBOARD = '/business/module/solsana-sonnenfluid-produktwissen';

/**
 * Signs a demo user (the PTA unless told) in from a page of the portal, as the app does after a sign-in: as the web app
 * (header x-apopunkt-client), so the refresh token goes into its HttpOnly cookie and the page-session
 * cookie comes too (with it the server sends Home drawn); the session hint and the user record go
 * into the browser's storage (without them the app treats the visitor as a guest and Home
 * redirects to /sign-in). The app then gets its access token through the cookie on each load.
 */
async function signInBrowser(email = PTA) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${BASE}/faq`);
  const error = await page.evaluate(async (username) => {
    const res = await fetch('/api/v1/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-apopunkt-client': 'web' },
      body: JSON.stringify({ username, password: 'apopunkt-demo' }),
    });
    if (!res.ok) return `sign-in failed: ${res.status}`;
    const tokens = await res.json();
    const me = await fetch('/api/v1/me', { headers: { authorization: `Bearer ${tokens.access}` } });
    if (!me.ok) return `GET /v1/me failed: ${me.status}`;
    localStorage.setItem('apopunkt.session', '1');
    localStorage.setItem('apopunkt.user', await me.text());
    return null;
  }, email);
  await page.close();
  await browser.close();
  if (error) throw new Error(error);
}

/** Lighthouse keeps the storage and cookies (for the session) and so the HTTP cache: empty it before each run. */
async function clearHttpCache() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

/**
 * One Lighthouse run in the already running Chromium (its storage kept for the signed-in page),
 * mobile or with the desktop preset.
 */
async function lighthouse(name, url, desktop) {
  const output = join(ROOT, 'bench', 'results', `lighthouse-${name}.json`);
  await run('npx', [
    '--yes',
    LIGHTHOUSE,
    url,
    `--port=${DEBUG_PORT}`,
    '--only-categories=performance',
    desktop ? '--preset=desktop' : '--form-factor=mobile',
    '--disable-storage-reset',
    '--output=json',
    `--output-path=${output}`,
    ...(process.env.LIGHTHOUSE_SAVE_ASSETS ? ['--save-assets'] : []),
    '--quiet',
  ]);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // A page that redirected (Home to /sign-in without a session) would be measured as another page.
  if (report.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${report.finalDisplayedUrl}`);
  const audit = (id) => report.audits[id]?.displayValue ?? '-';
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
  };
}

/**
 * One run on an empty HTTP cache. Lighthouse sometimes fails to record the page load's trace
 * (NO_NAVSTART, seen about once in ten runs in Chromium 156): such a run is tried once more.
 */
async function measureOnce(name, url, desktop) {
  try {
    await clearHttpCache();
    return await lighthouse(name, url, desktop);
  } catch (err) {
    console.warn(`${name}: ${err.message}; trying the run once more`);
    await clearHttpCache();
    return lighthouse(name, url, desktop);
  }
}

async function main() {
  ensureBuild(process.env.BENCH_BUILD ?? 'auto');
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'apopunkt-lighthouse-'));
  const profile = mkdtempSync(join(tmpdir(), 'apopunkt-lighthouse-chromium-'));
  const portal = startPortal({ port: PORT, dataDir, jwtSecret: 'lighthouse-secret-lighthouse-secret-12345' });
  const browser = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const rows = [];
  try {
    await waitForHttp(`${BASE}/api/health`, portal);
    await waitForHttp(`http://127.0.0.1:${DEBUG_PORT}/json/version`, browser);
    const only = (process.env.LIGHTHOUSE_PAGES ?? 'sign-in,home').split(',');
    // [name, url, who is signed in (null: a guest), desktop preset]
    const pages = [
      ['sign-in', `${BASE}/sign-in`, null, false],
      ['home', `${BASE}/`, PTA, false],
      ['module', `${BASE}${MODULE_DASHBOARD}`, MANAGER, false],
      ['module-desktop', `${BASE}${MODULE_DASHBOARD}`, MANAGER, true],
    ].filter(([name]) => only.includes(name));
    let signedIn = null;
    for (const [name, url, user, desktop] of pages) {
      if (user && user !== signedIn) await signInBrowser(user);
      signedIn = user ?? signedIn;
      for (let i = 1; i <= RUNS; i++) rows.push({ page: name, run: i, ...(await measureOnce(name, url, desktop)) });
    }
  } finally {
    browser.kill('SIGTERM');
    await stop(portal);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
  console.table(rows);
  for (const name of new Set(rows.map((r) => r.page))) {
    const scores = rows
      .filter((r) => r.page === name)
      .map((r) => r.score)
      .sort((a, b) => a - b);
    console.log(
      `${name}: median performance score ${scores[Math.floor(scores.length / 2)]} (runs: ${scores.join(', ')})`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
