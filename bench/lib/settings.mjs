// Settings of `npm run bench`, all from the environment (docs/benchmarks.md lists them).
import { fileURLToPath } from 'node:url';

function number(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** The repository root, so the runner works from any working directory. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const port = number('BENCH_PORT', 3400);

export const settings = {
  /** A PostgreSQL server the runner may create and drop a database on. */
  pgServerUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  port,
  baselinePort: port + 1,
  seconds: number('BENCH_SECONDS', 10),
  connections: number('BENCH_CONNECTIONS', 20),
  /** Premium players of the submission scenario; each may be rewarded once per module. */
  players: number('BENCH_PLAYERS', 500),
  /** auto: build when apps/*\/dist is missing or older than the sources; always; never. */
  build: process.env.BENCH_BUILD ?? 'auto',
  /** Run `npm run seed:load` (100k users, 1M completions) into the bench database first. */
  large: process.env.BENCH_LARGE === '1' || process.env.BENCH_LARGE === 'true',
  /**
   * An existing database on the BENCH_PG_URL server, seeded before (e.g. apopunkt_load_10m by
   * seed:load): the run uses it instead of a fresh one and leaves it in place.
   */
  database: process.env.BENCH_DATABASE || null,
  /** Extra flags for seed:load, e.g. "--users 20000 --completions 200000". */
  loadArgs: (process.env.BENCH_LOAD_ARGS ?? '').split(/\s+/).filter(Boolean),
  /** Only scenarios whose name contains this text, or one of several separated by `|` (the baseline always runs). */
  only: process.env.BENCH_ONLY ?? '',
  /** Extra Node flags for the portal's process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
  portalNodeArgs: (process.env.BENCH_PORTAL_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  /**
   * Another checkout with a build (e.g. the main before a change): every scenario then alternates
   * between this build and that one, and its ratio is this build's req/s over the other's.
   */
  against: process.env.BENCH_AGAINST || null,
  /**
   * With BENCH_DATABASE: every scenario alternates between the portal on that database and the
   * same build on fresh demo data, and its ratio is the seeded database's req/s over the demo's.
   */
  againstDemo: process.env.BENCH_AGAINST_DEMO === '1' || process.env.BENCH_AGAINST_DEMO === 'true',
  /** The portal's JWT secret; the bench players' tokens are signed with it. */
  jwtSecret: 'bench-secret-bench-secret-bench-secret-123',
};
