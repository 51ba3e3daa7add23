import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PRODUCT_NAME: 'PharmaPunkt' } });
});
afterAll(() => ctx.close());

describe('GET /api/v1/config', () => {
  it('answers the configured product name and versions without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productName: 'PharmaPunkt', serverVersion: ctx.config.version });
  });
});
