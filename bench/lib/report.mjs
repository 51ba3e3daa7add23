// The table on the console and the JSON file in bench/results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { ROOT } from './settings.mjs';

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Prints the figures and writes them with the run's context (commit, machine, settings). */
export function report(settings, results) {
  const columns = [
    'name',
    'requestsPerSecond',
    'p50Ms',
    'p90Ms',
    'p97_5Ms',
    'p99Ms',
    'errors',
    'non2xx',
    'ratioToBaseline',
  ];
  if (results.some((r) => r.target)) columns.push('baselineRps', 'ratioRange', 'target');
  if (results.some((r) => r.cpuRatio !== undefined)) columns.push('cpuMsPerRequest', 'cpuRatio');
  if (results.some((r) => r.error)) columns.push('error');
  console.table(
    results.map(({ extra, ...row }) => row),
    columns,
  );
  for (const { name, extra } of results)
    if (extra) console.log(`${name}:`, inspect(extra, { depth: null, breakLength: 120 }));
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const run = {
    at: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    uncommittedChanges: Boolean(git(['status', '--porcelain', '--untracked-files=no'])),
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    durationSeconds: settings.seconds,
    connections: settings.connections,
    largeDataSet: settings.large,
    database: settings.database,
    // With BENCH_AGAINST, ratioToBaseline and baselineRps compare with that checkout's build.
    against: settings.against,
    // With BENCH_AGAINST_DEMO, they compare the seeded database with the same build on demo data.
    againstDemo: settings.againstDemo,
    results,
  };
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`results written to ${file}`);
}
