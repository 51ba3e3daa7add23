import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizContent } from '../../ops/seed/learning-factories';
import { budgetWarningDeps, budgetWarningMails, createRunningLowModule } from '../../test-support/budget-fixtures';
import { buildBusinessWorld } from '../../test-support/business-world';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { warnLowBudgets } from './budget-warnings.service';

/** Overlapping budget checks (several instances, one database) on a real PostgreSQL server. */
describe.runIf(!!process.env.TEST_DATABASE_URL)('budget warnings under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('twelve checks at once mail each manager once and claim the module and deposit once', async () => {
    const quiz = quizContent();
    const world = await buildBusinessWorld(ctx, quiz);
    const module = await createRunningLowModule(ctx, world, quiz);
    const claimed = await Promise.all(Array.from({ length: 12 }, () => warnLowBudgets(budgetWarningDeps(ctx))));
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await budgetWarningMails(ctx)).map((m) => m.to)).toEqual([world.roles.custA.user.email]);
    const rows = (await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM budget_warnings WHERE module_id = ${module.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(1);
  }, 120_000);
});
