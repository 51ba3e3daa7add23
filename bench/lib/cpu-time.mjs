// CPU time of the portal and of the PostgreSQL server during a scenario, read from /proc. On a
// shared or virtual host the req/s of a write scenario swing with the neighbours; the CPU a
// completion costs moves far less, so a change to the write path is judged by both.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of one process in ms; null when it is gone or /proc is not there. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Every process of the database server (backends and its own workers: WAL writer, checkpointer…),
 * or with `ownDatabase` only the backends connected to db's database (two portals on one server).
 */
async function databasePids(db, ownDatabase) {
  const { rows } = await db.query(
    ownDatabase
      ? 'SELECT pid FROM pg_stat_activity WHERE datname = current_database()'
      : 'SELECT pid FROM pg_stat_activity',
  );
  return rows.map((row) => row.pid);
}

/** Whether the server runs on this host: reached through its Unix socket or a loopback address. */
async function isLocalServer(db) {
  const { rows } = await db.query('SELECT host(inet_server_addr()) AS address');
  const address = rows[0]?.address;
  return address === null || address === undefined || address === '127.0.0.1' || address === '::1';
}

/**
 * Starts counting: answers `stop()`, which answers the CPU ms the portal and the database server
 * used since, or null when they cannot be read here (no /proc, or a database on another host;
 * the server's processes must be this host's). `ownDatabase`: see databasePids.
 */
export async function countCpu({ portalPid, db }, { ownDatabase = false } = {}) {
  const portalStart = processCpuMs(portalPid);
  if (portalStart === null || !(await isLocalServer(db))) return { stop: async () => null };
  const startPids = await databasePids(db, ownDatabase);
  const databaseStart = new Map(startPids.map((pid) => [pid, processCpuMs(pid)]));
  return {
    async stop() {
      const portal = (processCpuMs(portalPid) ?? portalStart) - portalStart;
      let database = 0;
      for (const pid of new Set([...startPids, ...(await databasePids(db, ownDatabase))])) {
        const now = processCpuMs(pid);
        if (now !== null) database += now - (databaseStart.get(pid) ?? 0);
      }
      return { portalMs: portal, databaseMs: database };
    },
  };
}
