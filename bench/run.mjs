// `npm run bench`: load scenarios against the production build on PostgreSQL (DESIGN §8; never
// part of npm test). Builds if the build is stale, creates a fresh database (optionally filled
// by seed:load with BENCH_LARGE=1), starts the portal and a bare Fastify hello-world as the
// baseline, runs every scenario with autocannon, then stops both, drops the database and writes
// req/s, p50, p99 and the ratio to the baseline to bench/results/<timestamp>.json.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSessions } from './lib/api.mjs';
import { createBenchDatabase } from './lib/bench-database.mjs';
import { ensureBuild } from './lib/build.mjs';
import { ROUND_SECONDS, runAlternating, runLoad, summarise, summariseAlternating } from './lib/load.mjs';
import { runTsx, startBaseline, startPortal, stop, waitForHttp } from './lib/processes.mjs';
import { report } from './lib/report.mjs';
import { settings } from './lib/settings.mjs';
import { scenarios } from './scenarios/index.mjs';

const LOAD_GENERATOR = 'apps/api/src/ops/seed/load/generate.ts';

/**
 * Runs the baseline, then each selected scenario; a failing scenario is reported, not fatal. A
 * scenario with a ratio target alternates with the baseline in short rounds (runAlternating): on a
 * shared host the speed of the machine moves by a factor of two within minutes, and a ratio to a
 * baseline measured at another moment would measure that move.
 */
async function measure(ctx, baselineUrl) {
  console.log(`▶ baseline: bare Fastify hello-world (${settings.seconds}s, ${settings.connections} connections)`);
  const first = await runLoad(settings, { url: baselineUrl });
  const results = [summarise('baseline: Fastify hello-world', first)];
  for (const scenario of scenarios.filter((s) => s.name.includes(settings.only))) {
    console.log(
      `▶ ${scenario.name}${scenario.ratioTarget ? ` (in rounds with hello-world, ${ROUND_SECONDS}s each)` : ''}`,
    );
    try {
      const { options, afterwards } = await scenario.prepare(ctx);
      const { ratioTarget } = scenario;
      const row = ratioTarget
        ? summariseAlternating(scenario.name, await runAlternating(settings, options, { url: baselineUrl }), {
            ratioTarget,
          })
        : summarise(scenario.name, await runLoad(settings, options), first.requests.average);
      results.push(afterwards ? { ...row, extra: await afterwards() } : row);
    } catch (err) {
      console.error(`  failed: ${err.message}`);
      results.push({ name: scenario.name, error: err.message });
    }
  }
  return results;
}

async function main() {
  ensureBuild(settings.build);
  const database = await createBenchDatabase(settings.pgServerUrl);
  const dataDir = join(tmpdir(), database.name);
  const children = [];
  let cleaning;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const child of children) await stop(child);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanup().finally(() => process.exit(130)));
  }

  let results;
  try {
    if (settings.large) {
      console.log(`▶ npm run seed:load ${settings.loadArgs.join(' ')} into ${database.name}`);
      await runTsx(LOAD_GENERATOR, settings.loadArgs, { DATABASE_URL: database.url }, { echo: true });
    }
    const portal = startPortal({
      port: settings.port,
      databaseUrl: database.url,
      dataDir,
      jwtSecret: settings.jwtSecret,
      nodeArgs: settings.portalNodeArgs,
    });
    children.push(portal, startBaseline(settings.baselinePort));
    const base = `http://127.0.0.1:${settings.port}`;
    const baselineUrl = `http://127.0.0.1:${settings.baselinePort}/`;
    await waitForHttp(`${base}/api/health`, portal);
    await waitForHttp(baselineUrl, children[1]);
    const ctx = {
      base,
      db: database.client,
      databaseUrl: database.url,
      headersOf: createSessions(base),
      portalPid: portal.pid,
      settings,
    };
    results = await measure(ctx, baselineUrl);
  } finally {
    await cleanup();
  }
  report(settings, results);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
