// The throw-away PostgreSQL database of one bench run.
import pg from 'pg';

/**
 * Creates a fresh database on the server of `serverUrl` and answers its URL, a connected
 * client on it (for the scenarios' look-ups) and drop(), which closes the client and drops the
 * database even while the portal still holds connections (WITH FORCE). With `existing` (the
 * name of a database seeded before, BENCH_DATABASE) it uses that one and never drops it.
 */
export async function createBenchDatabase(serverUrl, existing = null) {
  const name = existing ?? `apopunkt_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (existing) {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [existing]);
    if (found.rowCount === 0) throw new Error(`BENCH_DATABASE ${existing} does not exist on ${serverUrl}`);
  } else {
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  let dropped = false;
  return {
    name,
    url: url.toString(),
    client,
    async drop() {
      if (dropped) return;
      dropped = true;
      await client.end().catch(() => {});
      if (!existing) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
