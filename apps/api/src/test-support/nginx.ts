import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

/** Debian's nginx package; CI installs it (.ci/run). */
export const NGINX_BINARY = '/usr/sbin/nginx';

export const nginxInstalled = existsSync(NGINX_BINARY);

/** The nginx site operators deploy (deploy/nginx.conf): the tests run it, not a copy of it. */
const DEPLOY_SITE = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

/**
 * deploy/nginx.conf with the test's ports: it listens on 127.0.0.1:`port` and balances over
 * `upstreamPorts`. Everything else (X-Forwarded-For from $proxy_add_x_forwarded_for, request ids,
 * retries) is the deployed configuration.
 */
export function deploySiteFor(port: number, upstreamPorts: readonly number[]): string {
  const site = readFileSync(DEPLOY_SITE, 'utf8');
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n');
  const rendered = site
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*;\n(?: {4}server 127\.0\.0\.1:\d+ .*;\n)*/m, `${servers}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
  if (rendered === site || !rendered.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream servers and `listen 80;` this test rewrites');
  }
  return rendered;
}

/** nginx's own files (pid, logs, temp paths) in a temp folder, the site included in `http`. */
function nginxConfig(dir: string, site: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${site};
}
`;
}

export interface Nginx {
  port: number;
  stop(): Promise<void>;
}

/** Starts nginx with the deployed site in front of 127.0.0.1:`upstreamPorts` and waits until it answers. */
export async function startNginx(upstreamPorts: number | readonly number[], port?: number): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'apopunkt-nginx-'));
  const listenPort = port ?? (await freePort());
  const site = join(dir, 'site.conf');
  writeFileSync(site, deploySiteFor(listenPort, typeof upstreamPorts === 'number' ? [upstreamPorts] : upstreamPorts));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, site));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, name));
  let stderr = '';
  const child: ChildProcess = spawn(NGINX_BINARY, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const up = await request({ port: listenPort, path: '/api/health' }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) return { port: listenPort, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr}`);
}

export interface ProxiedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request to 127.0.0.1:`port` from the loopback address `from` (any of 127/8 works on
 * Linux), so a test has as many real client addresses as it likes.
 */
export function request(options: {
  port: number;
  path: string;
  method?: string;
  from?: string;
  headers?: Record<string, string>;
  json?: unknown;
}): Promise<ProxiedAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        agent: false,
        headers: {
          ...options.headers,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
