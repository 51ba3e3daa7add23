import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Headers only a page needs: none of them may ride on an API answer. */
const PAGE_ONLY = ['cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection', 'origin-agent-cluster'];

describe('security headers', () => {
  it('gives the API’s answers the short set, also to errors and unknown API paths', async () => {
    for (const url of ['/api/health', '/api/v1/me', '/api/v1/nothing-here']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      for (const name of PAGE_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('gives pages the full set with the page policy (the API docs are a page)', async () => {
    for (const url of ['/api/docs/', '/sign-in']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('gives files under /media their own sandboxing policy over the page set (media-files.test.ts)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/nothing.png' });
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
