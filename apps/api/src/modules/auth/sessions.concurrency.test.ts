import { REFRESH_COOKIE, WEB_CLIENT_HEADER } from '@apopunkt/domain/constants/web-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth';
import { createUser } from '../../ops/seed/factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { inject, signIn } from './auth-test-helpers';
import { refreshSession, signOut } from './sessions.service';

/**
 * Tabs refreshing at once against a real PostgreSQL server (issue 8 §3): every parallel refresh
 * with the same token gets the same new pair and the session lives on. Skipped without
 * TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('refresh token reuse interval (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  for (const tabs of [2, 10]) {
    it(`${tabs} parallel refreshes with one token: all succeed with the same pair, one rotation`, async () => {
      const user = await createUser(ctx.database.db);
      const tokens = await signIn(ctx, user.email);
      const results = await Promise.allSettled(
        Array.from({ length: tabs }, () => refreshSession(ctx.app.deps, tokens.refresh)),
      );
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      const pairs = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      for (const pair of pairs) expect(pair).toEqual(pairs[0]);
      const claims = await ctx.app.deps.tokens.verifyAccess(pairs[0]?.access ?? '');
      const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, claims.sid));
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.revokedAt === null)).toBe(true);
      const next = await refreshSession(ctx.app.deps, pairs[0]?.refresh ?? '');
      expect(next.refresh).not.toBe(pairs[0]?.refresh);
      await signOut(ctx.app.deps, next.refresh);
    });
  }

  it('10 tabs refreshing with the same cookie at once: all get the same new cookie, one rotation', async () => {
    const user = await createUser(ctx.database.db);
    const tokens = await signIn(ctx, user.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject(ctx, {
          method: 'POST',
          url: '/api/v1/sessions/refresh',
          headers: { [WEB_CLIENT_HEADER]: 'web', cookie: `${REFRESH_COOKIE}=${tokens.refresh}` },
          payload: {},
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const cookies = answers.map((res) => res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value);
    expect(new Set(cookies).size).toBe(1);
    expect(cookies[0]).not.toBe(tokens.refresh);
    const claims = await ctx.app.deps.tokens.verifyAccess(answers[0]?.json().access);
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, claims.sid));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
  });
});
