// The throw-away PostgreSQL database of one bench run.
import pg from 'pg';

/**
 * Creates a fresh database on the server of `serverUrl` and answers its URL, a connected
 * client on it (for the scenarios' look-ups) and drop(), which closes the client and drops the
 * database even while the portal still holds connections (WITH FORCE).
 */
export async function createBenchDatabase(serverUrl) {
  const name = `apopunkt_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
