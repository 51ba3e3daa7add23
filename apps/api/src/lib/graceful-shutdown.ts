import type { FastifyInstance } from 'fastify';

export interface ShutdownParts {
  app: FastifyInstance;
  /** Closes the pool (and PGlite) once no request needs it any more. */
  closeDatabase: () => Promise<void>;
  /** Longest wait for requests in flight before their connections are cut. */
  timeoutMs?: number;
}

/**
 * Stops an instance without cutting a request (issue 34 §6): the port stops taking connections,
 * idle keep-alive connections close, requests that arrive on busy ones answer 503 (Fastify's
 * return503OnClosing) and the requests in flight finish (at most `timeoutMs`, then their connections
 * are cut); the database closes last. Resolves with whether everything finished in time.
 */
const IDLE_AFTER_CLOSE_MS = 100;

export async function shutDownGracefully({ app, closeDatabase, timeoutMs = 10_000 }: ShutdownParts): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // A keep-alive connection whose request finishes after the close began would otherwise stay open
  // for the keep-alive timeout (72 s in Fastify); Node reads the timeout when a connection goes idle.
  app.server.keepAliveTimeout = IDLE_AFTER_CLOSE_MS;
  const closed = app.close().then(() => true as const);
  const inTime = await Promise.race([closed, overdue]);
  clearTimeout(timer);
  if (!inTime) {
    app.log.warn(`requests still running after ${timeoutMs} ms: their connections are cut`);
    app.server.closeAllConnections();
  }
  // A pool whose server went away may never finish closing; the process ends regardless.
  const databaseClosed = await Promise.race([
    closeDatabase().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref()),
  ]);
  if (!databaseClosed) app.log.warn(`the database did not close within ${timeoutMs} ms`);
  return inTime && databaseClosed;
}
