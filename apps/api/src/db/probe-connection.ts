import pg from 'pg';

/**
 * `select 1` on a connection of its own, outside the pool: a pool busy with requests must not make
 * a healthy database look unreachable (health and the 503 circuit rely on this probe). A probe
 * that fails or does not answer within `timeoutMs` closes the connection; the next one reconnects.
 */
export function createProbeConnection(url: string, timeoutMs: number) {
  let client: pg.Client | null = null;

  function discard(broken: pg.Client): void {
    if (client === broken) client = null;
    // end() would wait for a server that does not answer; the socket is closed instead.
    (broken as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }

  async function connected(): Promise<pg.Client> {
    if (client) return client;
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      application_name: 'apopunkt-probe',
    });
    next.on('error', () => discard(next));
    next.on('end', () => discard(next));
    await next.connect();
    client = next;
    return next;
  }

  return {
    async probe(): Promise<void> {
      const current = await connected();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          current.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('probe timeout')), timeoutMs);
          }),
        ]);
      } catch (err) {
        discard(current);
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    async close(): Promise<void> {
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
