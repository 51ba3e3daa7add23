// `npm run bench`: load scenarios against the production build on PostgreSQL (never part of
// npm test). Starts a bare Fastify hello-world as the baseline in the same run, then the portal
// on a fresh PostgreSQL database seeded with the demo data, runs each scenario with autocannon
// and writes req/s, p50 and p99 with the ratio to the baseline to bench/results/<timestamp>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { scenarios } from './scenarios.mjs';

const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

function summary(name, result, baseline) {
  const rps = result.requests.average;
  return {
    name,
    requestsPerSecond: Math.round(rps),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ratioToBaseline: baseline ? Number((rps / baseline).toFixed(3)) : 1,
  };
}

async function waitForHealth(url) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`server at ${url} did not become healthy`);
}

async function main() {
  const dbName = `apopunkt_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(PG_SERVER);
  dbUrl.pathname = `/${dbName}`;

  const baselineApp = Fastify();
  baselineApp.get('/', async () => ({ hello: 'world' }));
  await baselineApp.listen({ port: BASE_PORT, host: '127.0.0.1' });

  const server = spawn('node', ['apps/api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: `/tmp/${dbName}`,
      LOG_LEVEL: 'error',
      ATTEMPT_MIN_SECONDS: '0',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
    },
  });
  const results = [];
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(`${base}/api/health`);
    console.log(`▶ baseline: bare Fastify hello-world (${DURATION}s, ${CONNECTIONS} connections)`);
    const baseline = await run({ url: `http://127.0.0.1:${BASE_PORT}/` });
    results.push(summary('baseline hello-world', baseline));
    for (const scenario of scenarios) {
      console.log(`▶ ${scenario.name}`);
      const options = await scenario.prepare(base);
      results.push(summary(scenario.name, await run(options), baseline.requests.average));
    }
  } finally {
    server.kill('SIGTERM');
    await baselineApp.close();
    await sleep(1000);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  console.table(results);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { at: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, results },
      null,
      2,
    ),
  );
  console.log(`results written to ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
