import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../ops/seed/factories';
import { authHeaders } from '../test-support/auth-headers';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { LISTENER_APPLICATION_NAME } from './notifications';

/**
 * The database going away under a running instance (issue 34 §1), on a real PostgreSQL server:
 * connections terminated, a network partition (a TCP proxy that stops passing bytes), a stalled
 * notification backend. Skipped without TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer<T>(query: string, params: unknown[] = []): Promise<T[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query(query, params)).rows as T[];
  } finally {
    await admin.end();
  }
}

function databaseName(ctx: TestContext): string {
  return new URL(ctx.database.url ?? '').pathname.slice(1);
}

describe.runIf(!!serverUrl)('database faults (PostgreSQL)', () => {
  describe('terminated connections', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp();
    });
    afterAll(() => ctx.close());

    it('terminating every pooled connection under load ends no process and answers nothing but 200 or 503', async () => {
      const user = await createUser(ctx.database.db);
      const headers = await authHeaders(ctx, user);
      const call = () => ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers });
      expect((await call()).statusCode).toBe(200);

      const load = Array.from({ length: 200 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i)).then(() => call()),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const pooled = await onServer<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
        databaseName(ctx),
      ]);
      const terminated = await onServer<{ pid: number }>(
        'SELECT pid FROM unnest($1::int[]) AS pid WHERE pg_terminate_backend(pid)',
        [pooled.map((row) => row.pid)],
      );
      const statuses = (await Promise.all(load)).map((res) => res.statusCode);
      expect(terminated.length).toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      // The pool opens new connections by itself: served again without a restart.
      await expect.poll(async () => (await call()).statusCode, { timeout: 5000, interval: 100 }).toBe(200);
    });
  });

  describe('a network partition', () => {
    let ctx: TestContext;
    let proxy: TcpProxy;
    beforeAll(async () => {
      const server = new URL(serverUrl ?? '');
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      ctx = await createTestApp({
        // Far longer than the test may take: only the probe's own time limit can answer in time.
        env: { DATABASE_STATEMENT_TIMEOUT_MS: '120000' },
        database: {
          through: (url) => {
            url.hostname = '127.0.0.1';
            url.port = String(proxy.port);
            return url;
          },
        },
      });
    });
    afterEach(() => proxy.heal());
    afterAll(async () => {
      await ctx.close();
      await proxy.close();
    });

    it('answers health with 503 and other calls with 503 and Retry-After, then serves again once healed', async () => {
      const user = await createUser(ctx.database.db);
      const headers = await authHeaders(ctx, user);
      const call = () => ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers });
      expect((await call()).statusCode).toBe(200);

      proxy.partition();
      const started = Date.now();
      // Health answers from a probe at most a second old, so the first answers may still say "ok".
      const health = () => ctx.app.inject({ method: 'GET', url: '/api/health' });
      await expect.poll(async () => (await health()).statusCode, { timeout: 5000, interval: 50 }).toBe(503);
      const toHealth503 = Date.now() - started;
      expect((await health()).json()).toMatchObject({ status: 'degraded', db: 'down' });

      const refused = await call();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().error.code).toBe('SERVICE_UNAVAILABLE');

      proxy.heal();
      const healed = Date.now();
      await expect.poll(async () => (await call()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
      console.info(
        `partition: health 503 after ${toHealth503} ms; served again ${Date.now() - healed} ms after healing`,
      );
    });
  });

  describe.runIf(process.getuid?.() === 0)('a stalled notification backend', () => {
    let ctx: TestContext;
    let stopped: number[] = [];
    beforeAll(async () => {
      ctx = await createTestApp({ database: { listen: { heartbeatIntervalMs: 250, heartbeatTimeoutMs: 1500 } } });
    });
    afterAll(async () => {
      for (const pid of stopped) process.kill(pid, 'SIGCONT');
      await ctx.close();
    });

    it('serves no deactivated member once the heartbeat window has passed', async () => {
      const user = await createUser(ctx.database.db);
      const headers = await authHeaders(ctx, user);
      const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers });
      expect((await me()).statusCode).toBe(200);
      expect((await me()).statusCode).toBe(200);

      const listeners = await onServer<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [databaseName(ctx), LISTENER_APPLICATION_NAME],
      );
      expect(listeners.length).toBe(1);
      stopped = listeners.map((row) => row.pid);
      for (const pid of stopped) process.kill(pid, 'SIGSTOP');
      // Another instance deactivates the member: its notification never reaches this one.
      await ctx.database.db.execute(sql`UPDATE users SET is_active = false WHERE id = ${user.id}`);

      // Without the heartbeat the cache would answer for USER_CACHE_MAX_AGE_MS (five minutes).
      await expect.poll(async () => (await me()).statusCode, { timeout: 5000, interval: 100 }).toBe(401);
      expect(ctx.app.deps.userCache.size).toBe(0);
    });
  });
});
