import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port';
import { createTestApp, type TestContext } from '../test-support/test-app';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: '127.0.0.1' } });
  });
  afterAll(() => ctx.close());

  it('answers only with the token on the app port', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route and status, with latency, pool, database and cache figures', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/v1/me' });
    const text = (
      await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    ).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/me",status="401"\} [1-9]/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health",status="200"\}/,
    );
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/db_up 1/);
    expect(text).toMatch(/user_cache_lookups\{result="hit"\} \d+/);
  });

  it('is served without a token on its own port', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});

describe('without METRICS_TOKEN or METRICS_PORT', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('has no /metrics', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });

  it('names the request id in the header and in every error answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(res.statusCode).toBe(401);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().error.requestId).toBe(id);
    const fromProxy = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { 'x-request-id': 'nginx-5f2a9c1e7b' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('nginx-5f2a9c1e7b');
    expect(fromProxy.json().error.requestId).toBe('nginx-5f2a9c1e7b');
  });
});
