import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): void;
  /** A fast shutdown, as in a restart or a failover: every connection is cut. */
  stop(): void;
  destroy(): void;
}

/** Whether this machine can run a private PostgreSQL cluster: the server binaries and root (to run them as postgres). */
export function canRunOwnPostgres(): boolean {
  try {
    return process.getuid?.() === 0 && !!binDir();
  } catch {
    return false;
  }
}

function binDir(): string {
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

function asPostgres(command: string, args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' });
}

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, on a free port), for
 * fault tests that must stop the database: the machine's shared server must stay up for the rest.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'apopunkt-pg-'));
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  );
  const data = join(dir, 'data');
  asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const pgCtl = join(bin, 'pg_ctl');
  const running = () => {
    try {
      asPostgres(pgCtl, ['-D', data, 'status']);
      return true;
    } catch {
      return false;
    }
  };
  const cluster: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      if (!running()) asPostgres(pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
    },
    stop: () => asPostgres(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
