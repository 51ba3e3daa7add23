import { API_DOCS_CHANNEL } from '@apopunkt/domain/constants/api-docs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewer } from '../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../test-support/test-app';

const DOCUMENTS = ['/api/docs/json', '/api/docs/yaml'];

describe('API_DOCS=staff (the default in production)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => ctx.close());

  it('gives the OpenAPI document to staff only: 401 for guests, 403 for members', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const staff = await createViewer(ctx, { job: null, isStaff: true });
    for (const url of DOCUMENTS) {
      const guest = await ctx.app.inject({ method: 'GET', url });
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json().error.code).toBe('UNAUTHENTICATED');
      const refused = await ctx.app.inject({ method: 'GET', url, headers: member.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
      const allowed = await ctx.app.inject({ method: 'GET', url, headers: staff.headers });
      expect(allowed.statusCode, url).toBe(200);
      expect(allowed.body).toContain('/api/v1/sessions');
    }
  });

  it('serves the Swagger UI page itself to anyone (it holds nothing of the API) and asks the portal for the token', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/api/v1/');
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain(`new BroadcastChannel("${API_DOCS_CHANNEL}")`);
    expect(script.body).not.toContain('/api/v1/');
  });
});

describe('API_DOCS=off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { API_DOCS: 'off' } });
  });
  afterAll(() => ctx.close());

  it('answers 404 under /api/docs, also to staff, and the admin backend link goes nowhere', async () => {
    const staff = await createViewer(ctx, { job: null, isStaff: true });
    for (const url of ['/api/docs', '/api/docs/static/index.html', ...DOCUMENTS]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: staff.headers });
      expect(res.statusCode, url).toBe(404);
    }
    const config = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.json().adminBackendUrl).toBe('');
  });
});

describe('API_DOCS=public (the default outside production)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('gives everyone the document', async () => {
    for (const url of DOCUMENTS) expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    const config = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    // No "Admin-Backend" link to the docs: staff cannot work in them (issue 36 §12, decisions).
    expect(config.json().adminBackendUrl).toBe('');
  });
});
