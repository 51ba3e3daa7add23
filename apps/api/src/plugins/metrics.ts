import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PoolStats } from '../db/client';

export interface MetricsOptions {
  /** `GET /metrics` on the app's port answers only with `Authorization: Bearer <token>`. */
  token?: string;
  /** Serve `GET /metrics` without a token on this port of its own (keep it off the internet). */
  port?: number;
  host?: string;
  poolStats?: () => PoolStats;
}

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Prometheus metrics (issue 34 §6): requests by route and status with latency histograms, the
 * database pool, whether the database answers, and the user cache's hit ratio. Each app has its own
 * registry (tests build many apps in one process). Reachable with METRICS_TOKEN or on METRICS_PORT;
 * with neither, `/metrics` does not exist and nothing is counted (prom-client is not even loaded,
 * a tenth of a second of every start).
 */
export const metricsPlugin = fp(async function metrics(app: FastifyInstance, options: MetricsOptions) {
  if (!options.token && options.port === undefined) return;
  const { Counter, Gauge, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool: open and idle connections, requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'in_use' }, stats.total - stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const databaseUp = new Gauge({
    name: 'db_up',
    help: '1 while the database answers, 0 while calls are refused with 503',
    registers: [registry],
    collect() {
      databaseUp.set(app.deps.dbAvailability.isUp() ? 1 : 0);
    },
  });
  const cacheLookups = new Gauge({
    name: 'user_cache_lookups',
    help: 'Signed-in users looked up since the start, by where the answer came from',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      cacheLookups.set({ result: 'hit' }, app.deps.userCache.stats.hits);
      cacheLookups.set({ result: 'miss' }, app.deps.userCache.stats.misses);
    },
  });

  const jobsQueued = new Gauge({
    name: 'jobs_queued',
    help: 'Background jobs waiting per queue (new or waiting for a retry), all instances',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const queued: Record<string, number> = (await app.deps.jobs?.queued().catch(() => null)) ?? {};
      for (const [queue, count] of Object.entries(queued)) jobsQueued.set({ queue }, count);
    },
  });
  const jobRuns = new Gauge({
    name: 'job_runs',
    help: 'Runs of background jobs on this instance since it started: completed, failed (each try), gave_up (no retry left)',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
    collect() {
      for (const [queue, runs] of Object.entries(app.deps.jobs?.runs() ?? {})) {
        jobRuns.set({ queue, outcome: 'completed' }, runs.completed);
        jobRuns.set({ queue, outcome: 'failed' }, runs.failed);
        jobRuns.set({ queue, outcome: 'gave_up' }, runs.gaveUp);
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  if (options.token) {
    const token = options.token;
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request, token)) return reply.status(404).send();
      return reply.type(CONTENT_TYPE).send(await registry.metrics());
    });
  }

  if (options.port !== undefined) {
    const server: Server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': CONTENT_TYPE }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
    app.addHook('onClose', (_app, done) => server.close(() => done()));
  }
});
