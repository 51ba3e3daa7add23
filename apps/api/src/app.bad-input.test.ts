import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from './test-support/auth-headers';
import { type BadRequest, badRequestsFor, type OpenApiOperation } from './test-support/bad-inputs';
import { createViewer } from './test-support/learning-fixtures';
import { createTestApp, type TestContext } from './test-support/test-app';

/**
 * Every route of the OpenAPI document, fed with generated bad input (odd path parameters and query
 * values, NUL bytes, lone surrogates, huge and negative numbers, 1 MB strings, broken JSON, arrays
 * for objects, missing and wrong content types, broken multipart) as a guest, a member and staff:
 * never a 5xx, every error in `{error: {code, message}}` with the security headers, and a guest
 * gets 401 on every guarded route whatever the input. New routes are covered automatically.
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let ctx: TestContext;
let identities: { name: string; headers: Record<string, string> }[];
let operations: { method: string; path: string; operation: OpenApiOperation }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
  const staff = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
  identities = [
    { name: 'guest', headers: {} },
    { name: 'member', headers: member.headers },
    { name: 'staff', headers: staff.headers },
  ];
  const document = ctx.app.swagger() as { paths: Record<string, Partial<Record<string, OpenApiOperation>>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method] as OpenApiOperation,
    })),
  );
});

afterAll(async () => {
  await ctx.close();
});

interface Failure {
  who: string;
  route: string;
  label: string;
  status: number;
  body: string;
}

async function probe(request: BadRequest, who: { name: string; headers: Record<string, string> }, guarded: boolean) {
  // A fresh session for staff and members whenever a probe might have ended theirs (sign-out, password change).
  const response = await ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...who.headers, ...request.headers },
    payload: request.payload,
  });
  const problems: string[] = [];
  let error: { code?: unknown; message?: unknown } | undefined;
  try {
    error = (response.json() as { error?: typeof error } | null)?.error;
  } catch {
    error = undefined;
  }
  if (response.statusCode >= 500) problems.push('5xx');
  if (response.statusCode >= 400) {
    if (typeof error?.code !== 'string' || typeof error?.message !== 'string') problems.push('error not in our format');
    if (!response.headers['x-content-type-options']) problems.push('no security headers');
  }
  const beforeRouting = response.statusCode === 414 || error?.code === 'BAD_URL';
  if (who.name === 'guest' && guarded && response.statusCode !== 401 && response.statusCode !== 429 && !beforeRouting) {
    problems.push(`guest got ${response.statusCode} instead of 401`);
  }
  return { response, problems };
}

describe('every route with bad input (OpenAPI-driven)', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(70);
  });

  it('never answers 5xx, always answers errors in our format, guests get 401 on guarded routes', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const { method, path, operation } of operations) {
      const guarded = (operation.security?.length ?? 0) > 0;
      for (const request of badRequestsFor(method, path, operation)) {
        for (const who of identities) {
          const { response, problems } = await probe(request, who, guarded);
          sent++;
          if (response.statusCode === 401 && who.name !== 'guest' && guarded) {
            // A probe (sign-out, password change) ended this identity's session: start a new one.
            const userId = Number(
              JSON.parse(Buffer.from(who.headers.authorization?.split('.')[1] ?? '', 'base64url').toString()).sub,
            );
            who.headers = await authHeaders(ctx, { id: userId });
          }
          for (const problem of problems) {
            failures.push({
              who: who.name,
              route: `${method.toUpperCase()} ${path}`,
              label: request.label,
              status: response.statusCode,
              body: `${problem}: ${response.body.slice(0, 160)}`,
            });
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(5000);
    const summary = [...new Set(failures.map((f) => `${f.who} ${f.route} [${f.label}] ${f.status} ${f.body}`))];
    expect(summary.slice(0, 60)).toEqual([]);
  }, 600_000);
});
