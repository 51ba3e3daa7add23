import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { APP_ROUTES_FILE } from '@apopunkt/domain/constants/app-routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';

/** The built SPA as the server delivers it: precompressed, hashed assets cached for good. */
let app: FastifyInstance;
let database: Database;
let dir: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SIGN_IN_PAGE = '<!doctype html><div id="root" data-prerendered="/sign-in"><h2>Anmelden</h2></div>';
const INDEX = '<!doctype html><div id="root"></div>';
/** The patterns of the app's route table, as the web build writes them (build-plugins/prerender.ts). */
const APP_ROUTES = ['/', '/sign-in', '/sign-up', '/business/admin/dashboard', '/loft/:slug'];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apopunkt-spa-'));
  const web = join(dir, 'web');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, APP_ROUTES_FILE), JSON.stringify(APP_ROUTES));
  mkdirSync(join(web, 'prerendered'));
  writeFileSync(join(web, 'prerendered', 'sign-in.html'), SIGN_IN_PAGE);
  writeFileSync(join(web, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  database = await openDatabase({});
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: join(dir, 'data') }),
    db: database.db,
    dbKind: database.kind,
    jwtSecret: 'test-secret-test-secret-test-secret-123',
    webDist: web,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli or gzip file the browser accepts, and caches hashed assets for a year', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates index.html, also when it answers a client-side route', async () => {
    for (const url of ['/', '/sign-in', '/sign-in?redirect=%2F', '/business/admin/dashboard']) {
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.body, `HEAD ${url}`).toBe('');
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends a file of the build to HEAD too, and for an address that is neither file nor page the app with 404', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('javascript');
    expect(head.body).toBe('');
    for (const url of ['/assets/missing-abc123.js', '/assets/', '/assets/app-abc123.js.br']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('answers an unknown address with 404 and the app, whose router shows its 404 page; app pages with 200', async () => {
    for (const url of ['/gibt-es-nicht', '/sign-in/extra', '/loft', '/loft/a/b', '/robots.php?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
    }
    for (const url of ['/', '/sign-up/', '/loft/kalmus-ibuprofen-600', '/Business/Admin/Dashboard?tab=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('does not serve the route list, which is for the server only', async () => {
    const res = await app.inject({ method: 'GET', url: `/${APP_ROUTES_FILE}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
  });

  it('sends nothing from outside the build folder', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'geheim');
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2F..%2Fsecret.txt']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('geheim');
    }
  });

  it('sends a page pre-rendered at build time for its address, with or without a query', async () => {
    for (const url of ['/sign-in', '/sign-in?redirect=%2Faccount']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(SIGN_IN_PAGE);
    }
    for (const url of ['/', '/sign-up', '/sign-in/extra']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toBe(INDEX);
    }
  });
});
