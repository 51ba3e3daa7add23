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

/**
 * PostgreSQL: one connection of its own per channel, outside the pool (a pooled connection would
 * be handed to queries). Resolves once listening; on a loss it reports `onConnected(false)` and
 * reconnects every second until it listens again.
 */
export function listenPostgres(url: string): Listen {
  return async (channel, handlers) => {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;

    const scheduleReconnect = () => {
      if (closed || retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect().catch(scheduleReconnect);
      }, RECONNECT_DELAY_MS);
    };

    async function connect(): Promise<void> {
      const next = new pg.Client({ connectionString: url });
      const lost = () => {
        if (client !== next) return;
        client = null;
        handlers.onConnected(false);
        scheduleReconnect();
      };
      next.on('notification', (message) => {
        if (message.channel === channel) handlers.onPayload(message.payload ?? '');
      });
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        await next.end().catch(() => {});
        throw err;
      }
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      handlers.onConnected(true);
    }

    await connect();
    return {
      close: async () => {
        closed = true;
        if (retry) clearTimeout(retry);
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
