import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './executor';
import { type Listen, type ListenOptions, listenPglite, listenPostgres } from './notifications';
import { defaultDatabasePoolSize } from './pool-size';
import { createProbeConnection } from './probe-connection';
import { NamedStatementClient } from './statements';

export type { Db, Executor, Tx } from './executor';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The postgres:// URL (PostgreSQL only): migrations open a connection of their own without timeouts. */
  url?: string;
  /** The embedded database itself (PGlite only): the job queue runs its statements on it. */
  pglite?: PGlite;
  /** LISTEN/NOTIFY on this database (the API's caches hear of changes made by any instance). */
  listen: Listen;
  /**
   * Told when a pooled connection breaks while idle (the server restarted or terminated it, the
   * network reset it). The pool drops that connection and opens a new one when needed; without a
   * listener such an error would end the process.
   */
  onConnectionError(listener: (err: Error) => void): void;
  /** One `select 1` outside the pool (health, the 503 circuit); rejects when the database does not answer. */
  probe(): Promise<unknown>;
  /** Connections of the pool: open, idle, and requests waiting for one (GET /metrics). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the app watches of its database besides running queries: health, broken connections, the pool. */
export type DatabaseConnection = Pick<Database, 'onConnectionError' | 'probe' | 'poolStats'>;

/** How long the database may take (PostgreSQL only); see DEFAULT_DATABASE_TIMEOUTS. */
export interface DatabaseTimeouts {
  /** Opening a new connection to PostgreSQL (a server that does not answer fails the call with 503). */
  connectMs: number;
  /**
   * Waiting in the pool's queue for a connection the other requests hold. Longer than connectMs: a
   * burst of requests is served late rather than refused; only an instance overloaded for this long
   * sheds the call with 503.
   */
  poolWaitMs: number;
  /** One statement on the server (statement_timeout); the client waits this plus a margin at most. */
  statementMs: number;
  /** A transaction that sits idle, e.g. after its instance died mid-request (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 2000,
  poolWaitMs: 10_000,
  statementMs: 15_000,
  idleInTransactionMs: 15_000,
};

/** A health probe that takes longer counts as "database down" (health answers 503 within 2 s). */
export const PROBE_TIMEOUT_MS = 1000;

/** How much longer than statement_timeout the client waits for an answer (a partition sends none). */
const CLIENT_WAIT_MARGIN_MS = 2000;

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  dataDir?: string;
  /** Connections to PostgreSQL; defaultDatabasePoolSize() when omitted. */
  poolSize?: number;
  /** DEFAULT_DATABASE_TIMEOUTS when omitted; null for bulk tools (the load generator) that run long statements. */
  timeouts?: DatabaseTimeouts | null;
  /** Heartbeat of the notification connection (tests shorten it). */
  listen?: ListenOptions;
}

/**
 * node-postgres settings for the timeouts. The pool's connectionTimeoutMillis bounds the wait for a
 * connection (queue and opening); each connection's own bounds opening it (connectionWithTimeout).
 */
function timeoutSettings(timeouts: DatabaseTimeouts | null): pg.PoolConfig {
  if (!timeouts) return {};
  return {
    connectionTimeoutMillis: Math.max(timeouts.poolWaitMs, timeouts.connectMs),
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_WAIT_MARGIN_MS,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}

/** The pool's connection class with its own, shorter timeout for opening the connection. */
function connectionWithTimeout(timeouts: DatabaseTimeouts | null): typeof NamedStatementClient {
  if (!timeouts) return NamedStatementClient;
  const { connectMs } = timeouts;
  return class extends NamedStatementClient {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (DESIGN §1). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const timeouts = options.timeouts === undefined ? DEFAULT_DATABASE_TIMEOUTS : options.timeouts;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? defaultDatabasePoolSize(),
      Client: connectionWithTimeout(timeouts),
      ...timeoutSettings(timeouts),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Our queries are small or index-bound; JIT compiling the few large staff reports took
      // longer (170-700 ms on 100k members) than running them. See docs/decisions.md.
      options: '-c jit=off',
    });
    const listeners: ((err: Error) => void)[] = [];
    pool.on('error', (err) => {
      for (const listener of listeners) listener(err);
    });
    const db = drizzlePg(pool) as unknown as Db;
    const probe = createProbeConnection(options.url, PROBE_TIMEOUT_MS);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      listen: listenPostgres(options.url, options.listen),
      onConnectionError: (listener) => listeners.push(listener),
      probe: () => probe.probe(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await probe.close();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    listen: listenPglite(client),
    onConnectionError: () => {},
    probe: () => client.query('select 1'),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}
