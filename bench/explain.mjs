// `npm run bench:explain`: EXPLAIN (ANALYZE, BUFFERS) of every statement the business calls send,
// as the repositories send them, on a seeded database (BENCH_DATABASE, e.g. apopunkt_load_10m).
// PostgreSQL's auto_explain logs the plans of the portal's connections to that database for the
// run (ALTER DATABASE … SET, reset afterwards); each business call of bench/scenarios/business.mjs
// is made once to warm up and once more whose plans are read from the server's log and printed as
// Markdown rows (docs/benchmarks.md, "Query plans"). Needs a superuser on BENCH_PG_URL and the
// log file readable (BENCH_PG_LOG, default Debian's).
import { openSync, readSync, statSync } from 'node:fs';
import pg from 'pg';
import { ensureBuild } from './lib/build.mjs';
import { openMeasuredPortal } from './lib/measured-portal.mjs';
import { settings } from './lib/settings.mjs';
import { businessScenarios } from './scenarios/business.mjs';

const LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
/** How long the server may take to write a statement's plan to its log after the answer. */
const LOG_FLUSH_MS = 500;
/** The plan nodes a row shows, outermost first. */
const NODES_SHOWN = 5;
/** The jobs the portal starts with (budget warnings, report catch-up) finish before the calls. */
const SETTLE_MS = 20_000;
/** Statements of the portal's background work, not of a call: the job queue, the instances' pings. */
const BACKGROUND = [/pgboss\./, /^SELECT pg_notify\(/i, /^select 1$/i, /budget_warnings/];

const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_format': 'json',
};

/** The log written since `offset`. */
function logSince(offset) {
  const size = statSync(LOG).size;
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(LOG, 'r');
  readSync(fd, buffer, 0, buffer.length, offset);
  return buffer.toString('utf8');
}

/** The JSON plans auto_explain logged for `database` (an entry's continuation lines start with a tab). */
function plansIn(text, database) {
  const entries = text.split(/\n(?=\d{4}-\d\d-\d\d )/);
  return entries
    .filter((entry) => entry.includes(`@${database} LOG:  duration:`) && entry.includes('plan:'))
    .map((entry) => {
      const lines = entry.split('\n');
      const json = lines
        .slice(1)
        .map((line) => line.replace(/^\t/, ''))
        .join('\n');
      return JSON.parse(json);
    })
    .filter((plan) => !BACKGROUND.some((pattern) => pattern.test(plan['Query Text'].trim())));
}

function nodeLabel(node) {
  const on = node['Relation Name']
    ? ` on ${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}`
    : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const loops = node['Actual Loops'] > 1 ? ` ×${node['Actual Loops']}` : '';
  const fetches = node['Heap Fetches'] === undefined ? '' : `, heap fetches ${node['Heap Fetches']}`;
  return `${node['Node Type']}${using}${on} (${node['Actual Rows']} rows${loops}${fetches})`;
}

/** The first NODES_SHOWN nodes, depth first. */
function condensed(plan) {
  const labels = [];
  const walk = (node) => {
    if (labels.length >= NODES_SHOWN) return;
    labels.push(nodeLabel(node));
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return labels.join(' → ') + (labels.length >= NODES_SHOWN ? ' …' : '');
}

function row(call, entry) {
  const plan = entry.Plan;
  const query = entry['Query Text'].replace(/\s+/g, ' ').trim().slice(0, 90);
  const buffers = [
    ['hit', plan['Shared Hit Blocks']],
    ['read', plan['Shared Read Blocks']],
  ]
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}=${n}`)
    .join(' ');
  return `| ${call} | \`${query.replaceAll('|', '\\|')}\` | ${condensed(plan)} | ${buffers || '–'} | ${plan['Actual Total Time'].toFixed(3)} ms |`;
}

async function setAutoExplain(client, database, on) {
  const name = client.escapeIdentifier(database);
  for (const [setting, value] of Object.entries(AUTO_EXPLAIN)) {
    await client.query(
      on
        ? `ALTER DATABASE ${name} SET ${setting} = ${client.escapeLiteral(value)}`
        : `ALTER DATABASE ${name} RESET ${setting}`,
    );
  }
}

async function main() {
  if (!settings.database) throw new Error('BENCH_DATABASE: the seeded database to explain on, e.g. apopunkt_load_10m');
  ensureBuild(settings.build);
  const admin = new pg.Client({ connectionString: settings.pgServerUrl });
  await admin.connect();
  await setAutoExplain(admin, settings.database, true);
  const portal = await openMeasuredPortal(settings, { port: settings.port });
  try {
    const context = await portal.ready;
    const calls = [];
    for (const scenario of businessScenarios) calls.push({ name: scenario.name, ...(await scenario.prepare(context)) });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log('| call | statement | plan (nodes, outermost first) | shared buffers | time |');
    console.log('|---|---|---|---:|---:|');
    for (const call of calls) {
      const offset = statSync(LOG).size;
      const res = await fetch(call.options.url, { headers: call.options.headers });
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, LOG_FLUSH_MS));
      for (const entry of plansIn(logSince(offset), settings.database)) console.log(row(call.name, entry));
    }
  } finally {
    await setAutoExplain(admin, settings.database, false);
    await admin.end();
    await portal.close();
  }
}

await main();
