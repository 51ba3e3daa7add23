import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberConsents } from '../../db/schema/team';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

/**
 * Concurrent decisions of one member on PostgreSQL (issue 37 §3): however they interleave, the
 * member ends with exactly one current decision, the last one answered, and no request fails.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestContext;

beforeAll(async () => {
  if (onPostgres) ctx = await createTestApp();
});
afterAll(async () => {
  if (onPostgres) await ctx.close();
});

describe.skipIf(!onPostgres)('PUT /v1/me/consents/{kind} under concurrency', () => {
  it('keeps one current decision per member and kind, and a history of the others', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    const decide = (granted: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/me/consents/TEAM_VISIBILITY',
        headers: member.headers,
        payload: { granted },
      });
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => decide(i % 2 === 0)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(16).fill(200));
    const current = await ctx.database.db
      .select()
      .from(memberConsents)
      .where(and(eq(memberConsents.userId, member.user.id), isNull(memberConsents.endedAt)));
    expect(current).toHaveLength(1);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/consents', headers: member.headers });
    expect(listed.json().results[0].granted).toBe(current[0]?.granted);
    const all = await ctx.database.db.select().from(memberConsents).where(eq(memberConsents.userId, member.user.id));
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect(all.filter((r) => r.endedAt === null)).toHaveLength(1);
  });
});
