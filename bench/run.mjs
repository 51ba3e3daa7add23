// `npm run bench`: load scenarios against the production build on PostgreSQL (DESIGN §8; never
// part of npm test). Builds if the build is stale, creates a fresh database (optionally filled
// by seed:load with BENCH_LARGE=1), starts the portal and a bare Fastify hello-world as the
// baseline, runs every scenario with autocannon, then stops both, drops the database and writes
// req/s, p50, p99 and the ratio to the baseline to bench/results/<timestamp>.json. With
// BENCH_AGAINST=<checkout> it compares with that checkout's build instead (measureAgainst), with
// BENCH_AGAINST_DEMO=1 the seeded BENCH_DATABASE with the same build on demo data.
import { ensureBuild } from './lib/build.mjs';
import { countCpu } from './lib/cpu-time.mjs';
import { acceptedTotal, ROUND_SECONDS, runAlternating, runLoad, summarise, summariseAlternating } from './lib/load.mjs';
import { openMeasuredPortal } from './lib/measured-portal.mjs';
import { startBaseline, stop, waitForHttp } from './lib/processes.mjs';
import { report } from './lib/report.mjs';
import { settings } from './lib/settings.mjs';
import { scenarios } from './scenarios/index.mjs';

/**
 * Runs the baseline, then each selected scenario; a failing scenario is reported, not fatal. A
 * scenario with a ratio target alternates with the baseline in short rounds (runAlternating): on a
 * shared host the speed of the machine moves by a factor of two within minutes, and a ratio to a
 * baseline measured at another moment would measure that move.
 */
/** The scenarios whose name contains one of BENCH_ONLY's `|`-separated texts (all without it). */
function selectedScenarios() {
  const wanted = settings.only.split('|');
  return scenarios.filter((scenario) => wanted.some((text) => scenario.name.includes(text)));
}

async function measure(ctx, baselineUrl) {
  console.log(`▶ baseline: bare Fastify hello-world (${settings.seconds}s, ${settings.connections} connections)`);
  const first = await runLoad(settings, { url: baselineUrl });
  const results = [summarise('baseline: Fastify hello-world', first)];
  for (const scenario of selectedScenarios()) {
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

/**
 * BENCH_AGAINST: each scenario alternates between this build and the other checkout's in rounds;
 * the ratio is this build's req/s over the other's, and a row below AGAINST_TARGET lost more than
 * 10 % (the guard rail of a change that must not slow anything down).
 */
const AGAINST_TARGET = 0.9;

/**
 * CPU ms (portal + its database's backends) per accepted answer (acceptedTotal) of each build, and this build's
 * over the other's: req/s swing with whatever else the host runs, the CPU a request costs far less.
 */
function cpuPerRequest(mineCpu, mineRuns, theirCpu, theirRuns) {
  if (!mineCpu || !theirCpu) return {};
  const perRequest = (cpu, runs) =>
    (cpu.portalMs + cpu.databaseMs) /
    Math.max(
      1,
      runs.reduce((sum, run) => sum + acceptedTotal(run), 0),
    );
  const mine = perRequest(mineCpu, mineRuns);
  const theirs = perRequest(theirCpu, theirRuns);
  return { cpuMsPerRequest: `${mine.toFixed(3)} / ${theirs.toFixed(3)}`, cpuRatio: Number((mine / theirs).toFixed(3)) };
}

async function measureAgainst(ctx, other, otherName) {
  const results = [];
  for (const scenario of selectedScenarios()) {
    console.log(`▶ ${scenario.name} (in rounds with ${otherName}, ${ROUND_SECONDS}s each)`);
    try {
      const mine = await scenario.prepare(ctx);
      const theirs = await scenario.prepare(other);
      // One short unmeasured burst each, so neither build's first round pays for its warm-up.
      for (const options of [mine.options, theirs.options]) await runLoad(settings, { ...options, duration: 1 });
      const counters = await Promise.all([ctx, other].map((c) => countCpu(c, { ownDatabase: true })));
      const pairs = await runAlternating(settings, mine.options, theirs.options);
      const [mineCpu, theirCpu] = await Promise.all(counters.map((counter) => counter.stop()));
      const row = {
        ...summariseAlternating(scenario.name, pairs, { ratioTarget: AGAINST_TARGET }),
        ...cpuPerRequest(
          mineCpu,
          pairs.map((pair) => pair.scenario),
          theirCpu,
          pairs.map((pair) => pair.baseline),
        ),
      };
      const extra = mine.afterwards && { this: await mine.afterwards(), other: await theirs.afterwards?.() };
      results.push(extra ? { ...row, extra } : row);
    } catch (err) {
      console.error(`  failed: ${err.message}`);
      results.push({ name: scenario.name, error: err.message });
    }
  }
  return results;
}

async function main() {
  ensureBuild(settings.build);
  const portals = [];
  const children = [];
  let cleaning;
  const cleanup = () => {
    cleaning ??= (async () => {
      for (const child of children) await stop(child);
      for (const portal of portals) await portal.close();
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanup().finally(() => process.exit(130)));
  }

  if (settings.against && settings.database) {
    throw new Error('BENCH_AGAINST needs a database per build: it cannot run on one BENCH_DATABASE');
  }
  if (settings.againstDemo && !settings.database) {
    throw new Error('BENCH_AGAINST_DEMO compares a seeded BENCH_DATABASE with the demo data: set BENCH_DATABASE');
  }
  let results;
  try {
    portals.push(await openMeasuredPortal(settings, { port: settings.port }));
    if (settings.against) {
      portals.push(await openMeasuredPortal(settings, { root: settings.against, port: settings.port + 2 }));
    } else if (settings.againstDemo) {
      const demoSettings = { ...settings, database: null, large: false };
      portals.push(await openMeasuredPortal(demoSettings, { port: settings.port + 2 }));
    }
    children.push(startBaseline(settings.baselinePort));
    const baselineUrl = `http://127.0.0.1:${settings.baselinePort}/`;
    const [ctx, other] = await Promise.all(portals.map((portal) => portal.ready));
    await waitForHttp(baselineUrl, children[0]);
    const otherName = settings.against ?? 'the same build on demo data';
    results = other ? await measureAgainst(ctx, other, otherName) : await measure(ctx, baselineUrl);
  } finally {
    await cleanup();
  }
  report(settings, results);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
