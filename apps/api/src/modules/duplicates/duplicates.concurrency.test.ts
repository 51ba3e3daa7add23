import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/ledger';
import { createUser } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { givePremiumPoints } from '../../ops/seed/rewards-factories';
import { scoresOf } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { type Player, startAttempt, submitAttempt } from '../attempts';
import { auditLedger } from '../ledger';
import { findAuthUser } from '../users';
import { mergeDuplicates } from './duplicates.service';

/**
 * A merge racing with activity on both accounts (PostgreSQL): completions with rewards and
 * point grants land before or after the merge, never get lost, and the ledger stays exact.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('merging duplicates under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('keeps every point and the ledger audit clean', async () => {
    const db = ctx.database.db;
    const staffRow = await createUser(db, { isStaff: true, job: null });
    const actor = await findAuthUser(db, staffRow.id);
    if (!actor) throw new Error('staff missing');
    const pairs: { source: { id: number }; target: { id: number } }[] = [];
    for (let i = 0; i < 6; i++) {
      const source = await createUser(db, { isPremium: true });
      const target = await createUser(db, { isPremium: true });
      await givePremiumPoints(db, source.id, 30);
      await givePremiumPoints(db, target.id, 20);
      pairs.push({ source, target });
    }
    const modules = await Promise.all([0, 1, 2].map(() => createModule(db, { type: 2, budget: 400 })));
    const answers = { answers: correctAnswers(quizContent()) };
    const activity = async (userId: number) => {
      const player: Player = {
        id: userId,
        isStaff: false,
        job: 'PTA',
        employeeVerified: true,
        jobConfirmationPending: false,
        isPremium: true,
      };
      for (const module of modules) {
        const attempt = await startAttempt(ctx.app.deps, player, module.slug).catch(() => null);
        if (attempt) await submitAttempt(ctx.app.deps, player, attempt.id, answers).catch(() => null);
        await givePremiumPoints(db, userId, 1, 'parallel');
      }
    };
    const startTotal = async () => {
      let sum = 0;
      for (const p of pairs)
        sum += (await scoresOf(db, p.source.id)).premiumScore + (await scoresOf(db, p.target.id)).premiumScore;
      return sum;
    };
    // What the modules paid out is what the players received: a completion racing the merge may
    // find its module already rewarded on the target (same period), so count what was really paid.
    const moduleBudget = async () => {
      const rows = await db
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(
          inArray(
            accounts.moduleId,
            modules.map((m) => m.id),
          ),
        );
      return rows.reduce((sum, row) => sum + Number(row.balance), 0);
    };
    const before = await startTotal();
    const budgetBefore = await moduleBudget();

    const results = await Promise.all([
      ...pairs.map((p) =>
        mergeDuplicates(ctx.app.deps, actor, { sourceUserId: p.source.id, targetUserId: p.target.id }),
      ),
      ...pairs.flatMap((p) => [activity(p.source.id), activity(p.target.id)]),
    ]);

    expect(results.slice(0, pairs.length).every((r) => r && typeof r === 'object' && 'pointsMoved' in r)).toBe(true);
    const rewardsPaid = budgetBefore - (await moduleBudget());
    expect(rewardsPaid).toBeGreaterThan(0);
    const grants = pairs.length * 2 * modules.length;
    const after = await startTotal();
    expect(after).toBe(before + rewardsPaid + grants);
    expect((await auditLedger(db)).violations).toEqual([]);
  });
});
