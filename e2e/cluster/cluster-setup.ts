import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startNginx } from '../../apps/api/src/test-support/nginx';
import { BUILD_COMMAND, portalEnvironment } from '../support/e2e-settings';
import startMailServer from '../support/mail-server';
import { CLUSTER } from './cluster-config';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A Redis database of its own (the machine's Redis is shared with the API tests' prefixes). */
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7';

async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function healthy(port: number, instance: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (instance.exitCode !== null) throw new Error(`instance on :${port} exited with ${instance.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on :${port} does not answer`);
}

/** The production build the instances run (E2E_SKIP_BUILD=1 takes the one there is). */
function build(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const result = spawnSync(BUILD_COMMAND, { shell: true, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (${BUILD_COMMAND})`);
}

/**
 * The run through the cluster (e2e/cluster/cluster-config.ts): what deploy/ describes, on this machine. One PostgreSQL database, one
 * Redis, one media folder, two instances of the production build and deploy/nginx.conf in front
 * of them; the specs reach the portal only through nginx (and the cluster spec each instance
 * directly).
 */
export default async function startCluster(): Promise<() => Promise<void>> {
  build();
  const stopMail = await startMailServer();
  const database = `apopunkt_cluster_${Date.now().toString(36)}`;
  await onServer(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${database}`;
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
  rmSync(CLUSTER.dataDir, { recursive: true, force: true });
  mkdirSync(CLUSTER.dataDir, { recursive: true });

  const instances: ChildProcess[] = [];
  // One after the other: the first migrates and seeds the demo data, the second finds it done.
  for (const port of CLUSTER.instancePorts) {
    const instance = spawn(process.execPath, ['apps/api/dist/server.js'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ...portalEnvironment(port, CLUSTER.dataDir),
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        PUBLIC_URL: CLUSTER.publicUrl,
        // nginx on this host, and the test runner, which writes each test's own address in front.
        TRUST_PROXY: '127.0.0.1',
      },
    });
    instances.push(instance);
    await healthy(port, instance);
  }
  const nginx = await startNginx(CLUSTER.instancePorts, CLUSTER.port);

  return async () => {
    await nginx.stop();
    await Promise.all(
      instances.map(
        (instance) =>
          new Promise<void>((resolve) => {
            if (instance.exitCode !== null) return resolve();
            instance.once('exit', () => resolve());
            instance.kill('SIGTERM');
          }),
      ),
    );
    await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(CLUSTER.dataDir, { recursive: true, force: true });
    await stopMail();
  };
}
