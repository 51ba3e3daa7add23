import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, inject, signIn } from '../modules/auth/auth-test-helpers';
import { createUser, DEFAULT_TEST_PASSWORD } from '../ops/seed/factories';
import { createViewer } from '../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { defaultAccess } from './access';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MALFORMED = { 'content-type': 'application/json' };

describe('route access is decided before the body is read', () => {
  it('derives the default from the path', () => {
    expect(defaultAccess('/api/v1/admin/ledger/deposits')).toBe('staff');
    expect(defaultAccess('/api/v1/business/products')).toEqual({ subscription: 'any' });
    expect(defaultAccess('/api/v1/me')).toBe('user');
  });

  it('answers 401 to a guest sending a malformed body to a guarded route, not 400', async () => {
    for (const url of ['/api/v1/admin/ledger/deposits', '/api/v1/attempts/not-a-uuid/submission', '/api/v1/me/tos']) {
      const method = url.endsWith('/tos') ? 'PUT' : 'POST';
      const res = await ctx.app.inject({ method, url, headers: MALFORMED, payload: '{"broken": ' });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to the wrong role before looking at the body', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ledger/deposits',
      headers: { ...member.headers, ...MALFORMED },
      payload: '[]',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('validates the body once the caller may use the route', async () => {
    const staff = await createViewer(ctx, { job: null, isStaff: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ledger/deposits',
      headers: { ...staff.headers, ...MALFORMED },
      payload: '[]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('marks guarded routes with the bearer requirement in the OpenAPI document', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.paths['/api/v1/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/sessions']?.post?.security).toBeUndefined();
  });
});

describe('an ended session is refused at once', () => {
  it('refuses the access token right after sign-out', async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.email);
    expect((await inject(ctx, { method: 'GET', url: '/api/v1/me', headers: bearer(tokens.access) })).statusCode).toBe(
      200,
    );
    const out = await inject(ctx, { method: 'DELETE', url: '/api/v1/sessions', headers: bearer(tokens.refresh) });
    expect(out.statusCode).toBe(204);
    const after = await inject(ctx, { method: 'GET', url: '/api/v1/me', headers: bearer(tokens.access) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses the other sessions right after a password change, keeps the new one', async () => {
    const user = await createUser(ctx.database.db);
    const other = await signIn(ctx, user.email);
    const current = await signIn(ctx, user.email);
    const change = await inject(ctx, {
      method: 'PUT',
      url: '/api/v1/me/password',
      headers: bearer(current.access),
      payload: {
        currentPassword: DEFAULT_TEST_PASSWORD,
        password: 'ein-neues-passwort',
        passwordRepeat: 'ein-neues-passwort',
      },
    });
    expect(change.statusCode).toBe(200);
    const fresh = change.json<{ access: string }>();
    expect((await inject(ctx, { method: 'GET', url: '/api/v1/me', headers: bearer(other.access) })).statusCode).toBe(
      401,
    );
    expect((await inject(ctx, { method: 'GET', url: '/api/v1/me', headers: bearer(fresh.access) })).statusCode).toBe(
      200,
    );
  });
});

describe('answers of the API', () => {
  it('are private (Cache-Control: no-store), for members and guests', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: member.headers });
    expect(me.headers['cache-control']).toBe('no-store');
    const config = await ctx.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(config.headers['cache-control']).toBe('no-store');
  });

  it('answer errors Fastify raises before routing in our format, with the security headers', async () => {
    for (const [url, status, code] of [
      ['/api/v1/modules/%ZZ', 400, 'BAD_URL'],
      [`/api/v1/modules/${'a'.repeat(600)}`, 414, 'URI_TOO_LONG'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.json()).toEqual({
        error: { code, message: expect.any(String), requestId: res.headers['x-request-id'] },
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('answer a too large body and an unknown content type in our format', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: MALFORMED,
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
