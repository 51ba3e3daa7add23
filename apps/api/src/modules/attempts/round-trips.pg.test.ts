import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatementClient } from '../../db/statements';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

/**
 * The database round trips of one rewarded completion (issue 9): every statement the API sends to
 * PostgreSQL while a premium member starts an attempt and submits it with a reward. Counting
 * statements (not time) keeps this test deterministic; a change that adds round trips to the
 * hottest write path fails here and has to raise the budget on purpose.
 */
/**
 * Each includes the marker a write request sends to hear every user change before it answers
 * (ChangeFeed.settle). The start loads the member from the database; the submission finds them in
 * the instance's memory (the start changed nothing of them).
 */
const START_BUDGET = 4;
/** The member's first reward creates their points account (one insert more). */
const FIRST_REWARD_BUDGET = 8;
const SUBMISSION_BUDGET = 7;
/** A module without premium points notes REWNOPTS (value 0) instead of paying: no look-up before it. */
const NO_POINTS_BUDGET = 7;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let ctx: TestContext;
let statements: string[] = [];
/** The pool's connections only: the notification heartbeat and the health probe use connections of their own. */
const originalQuery = NamedStatementClient.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp();
  NamedStatementClient.prototype.query = function (this: NamedStatementClient, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    statements.push(typeof first === 'string' ? first : (first?.text ?? first?.name ?? '?'));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof NamedStatementClient.prototype.query;
});
afterAll(async () => {
  NamedStatementClient.prototype.query = originalQuery;
  await ctx?.close();
});

async function countRoundTrips(
  viewer: Awaited<ReturnType<typeof createViewer>>,
  slug: string,
  transactionType = 'GAMEREWARD',
) {
  // The member's creation is announced to the cache; hear it before, so the start's load is remembered.
  await ctx.app.deps.readModels.settle();
  statements = [];
  const start = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/modules/${slug}/attempts`,
    headers: viewer.headers,
  });
  expect(start.statusCode).toBe(200);
  const startCount = statements.length;
  statements = [];
  const submission = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${start.json().id}/submission`,
    headers: viewer.headers,
    payload: { answers: correctAnswers(quizContent()) },
  });
  expect(submission.json().transactionType).toBe(transactionType);
  return { start: startCount, submission: statements.length };
}

describe.skipIf(!onPostgres)('database round trips of a rewarded completion', () => {
  it('stay within the budget once the statements are prepared', async () => {
    const module = await createModule(ctx.database.db, { budget: 1000 });
    const warmUp = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    await countRoundTrips(warmUp, module.slug);
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    const first = await countRoundTrips(viewer, module.slug);
    expect(first.start).toBeLessThanOrEqual(START_BUDGET);
    expect(first.submission).toBeLessThanOrEqual(FIRST_REWARD_BUDGET);
    const another = await createModule(ctx.database.db, { budget: 1000 });
    const next = await countRoundTrips(viewer, another.slug);
    expect(next.start).toBeLessThanOrEqual(START_BUDGET);
    expect(next.submission).toBeLessThanOrEqual(SUBMISSION_BUDGET);
  });

  it('stay within the budget for a pass of a module without premium points', async () => {
    const module = await createModule(ctx.database.db, { type: 0 });
    const warmUp = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    await countRoundTrips(warmUp, module.slug, 'REWNOPTS');
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    // Their first note creates their points account; the module's exists since the warm-up.
    await countRoundTrips(viewer, (await createModule(ctx.database.db, { type: 0 })).slug, 'REWNOPTS');
    const next = await countRoundTrips(viewer, module.slug, 'REWNOPTS');
    expect(next.start).toBeLessThanOrEqual(START_BUDGET);
    expect(next.submission).toBeLessThanOrEqual(NO_POINTS_BUDGET);
  });
});
