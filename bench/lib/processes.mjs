// Child processes of a bench run: the portal, the baseline and the tsx helpers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './settings.mjs';

const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** Polls `url` until it answers 2xx; fails if `child` exits first or after a minute. */
export async function waitForHttp(url, child) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`${url} did not answer within a minute`);
}

/** Sends SIGTERM and waits until the process is gone (SIGKILL after 10 s). */
export async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function withoutDatabaseUrl(env) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/**
 * The production build on the bench database, as `npm start` would run it in production; `root`
 * is the checkout whose build runs (another one with BENCH_AGAINST).
 */
export function startPortal({ port, databaseUrl, dataDir, jwtSecret, nodeArgs = [], root = ROOT }) {
  return spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Without a URL the portal uses its embedded PGlite in DATA_DIR.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Players submit right after starting; the minimum plausible duration is not what we measure.
      ATTEMPT_MIN_SECONDS: '0',
      JWT_SECRET: jwtSecret,
    },
  });
}

/**
 * The bare Fastify hello-world, in its own process like the portal: measured inside the
 * runner it would share an event loop with autocannon and look slower than it is.
 */
export function startBaseline(port) {
  return spawn(process.execPath, ['bench/baseline-server.mjs', String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs a TypeScript entry point of the API with tsx; answers its stdout, fails on a non-zero exit. */
export function runTsx(file, args, env, { echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [file, ...args], {
      cwd: ROOT,
      stdio: ['ignore', echo ? 'inherit' : 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${file} exited with ${code}`))));
  });
}
