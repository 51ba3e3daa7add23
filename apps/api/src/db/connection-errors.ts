/**
 * Errors that say the database cannot be reached right now (not that the request was wrong):
 * refused or reset connections, a server shutting down or starting up, a connection or query that
 * timed out, a client whose connection broke. They answer 503 with `Retry-After` and switch the
 * database to "down" until a probe gets through again (plugins/database-availability.ts).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovery)
  '57014', // query_canceled (statement_timeout): the database is too slow to answer now
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);

const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of node-postgres and pg-pool for a lost or unobtainable connection. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'not queryable',
  'Client was closed',
  'Connection ended',
];

function codeOf(err: { code?: unknown }): string | undefined {
  return typeof err.code === 'string' ? err.code : undefined;
}

/** True when `err` (or an error it wraps, as Drizzle does) means the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = codeOf(e);
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
