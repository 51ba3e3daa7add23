import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener on a notification channel is told. */
export interface NotificationHandlers {
  /** A notification's payload, in the order the database committed them. */
  onPayload(payload: string): void;
  /** The listening connection is up (true) or lost (false): notifications may have been missed. */
  onConnected(connected: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** Listens on a channel of the database (LISTEN/NOTIFY), reconnecting after a loss. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<NotificationListener>;

const RECONNECT_DELAY_MS = 1000;

/** How the notification connections name themselves in pg_stat_activity (operators, fault tests). */
export const LISTENER_APPLICATION_NAME = 'apopunkt-listener';

export interface ListenOptions {
  /** How often the listening connection sends itself a notification. */
  heartbeatIntervalMs?: number;
  /** With no heartbeat heard for this long the connection counts as lost (a stalled backend, a half-open socket). */
  heartbeatTimeoutMs?: number;
}

const DEFAULT_HEARTBEAT_INTERVAL_MS = 1000;
const DEFAULT_HEARTBEAT_TIMEOUT_MS = 3000;

/**
 * PostgreSQL: one connection of its own per channel, outside the pool (a pooled connection would
 * be handed to queries). Resolves once listening; on a loss it reports `onConnected(false)` and
 * reconnects every second until it listens again.
 *
 * A connection can also stop delivering without any error: its backend stalls, or the network
 * drops packets and the socket stays half open. So the connection also listens on a channel of its
 * own and sends itself a notification every `heartbeatIntervalMs`; when none has come back for
 * `heartbeatTimeoutMs`, it is dropped as lost (the caches stop answering from memory) and a new one
 * is opened.
 */
export function listenPostgres(url: string, options: ListenOptions = {}): Listen {
  const intervalMs = options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_INTERVAL_MS;
  const timeoutMs = options.heartbeatTimeoutMs ?? DEFAULT_HEARTBEAT_TIMEOUT_MS;
  return async (channel, handlers) => {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let heartbeat: NodeJS.Timeout | null = null;
    const heartbeatChannel = `heartbeat_${randomUUID().replaceAll('-', '')}`;

    const stopHeartbeat = () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    };

    const scheduleReconnect = () => {
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect().catch(scheduleReconnect);
      }, RECONNECT_DELAY_MS);
    };

    async function connect(): Promise<void> {
      const next = new pg.Client({
        connectionString: url,
        keepAlive: true,
        application_name: LISTENER_APPLICATION_NAME,
      });
      let lastHeard = Date.now();
      const lost = () => {
        if (client !== next) return;
        client = null;
        stopHeartbeat();
        handlers.onConnected(false);
        scheduleReconnect();
      };
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onPayload(message.payload ?? '');
        else if (message.channel === heartbeatChannel) lastHeard = Date.now();
      });
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        await next.query(`LISTEN ${pg.escapeIdentifier(heartbeatChannel)}`);
      } catch (err) {
        await next.end().catch(() => {});
        throw err;
      }
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      lastHeard = Date.now();
      handlers.onConnected(true);
      const late = () => Date.now() - lastHeard > timeoutMs;
      heartbeat = setInterval(() => {
        if (!late()) {
          next.query('SELECT pg_notify($1, $2)', [heartbeatChannel, '']).catch(() => {});
          return;
        }
        // Timers run before I/O: after a busy stretch of the event loop the heartbeat may be
        // waiting in the socket. setImmediate runs after the pending I/O has been read.
        setImmediate(() => {
          if (client !== next || !late()) return;
          lost();
          // end() would wait for the stalled backend; the socket is closed instead.
          (next as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        });
      }, intervalMs);
      heartbeat.unref();
    }

    await connect();
    return {
      close: async () => {
        closed = true;
        if (retry) clearTimeout(retry);
        stopHeartbeat();
        const current = client;
        client = null;
        if (current) {
          handlers.onConnected(false);
          await current.end().catch(() => {});
        }
      },
    };
  };
}

/** PGlite: one connection, so a notification arrives with the answer of the statement that committed it. */
export function listenPglite(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
    handlers.onConnected(true);
    return {
      close: async () => {
        handlers.onConnected(false);
        if (!client.closed) await unlisten();
      },
    };
  };
}
