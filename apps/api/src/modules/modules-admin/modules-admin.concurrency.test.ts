import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleContentVersions } from '../../db/schema/modules';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';

/**
 * Budget and content changes by staff racing each other and members' rewards, on a real
 * PostgreSQL server (DESIGN §5, §8). Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('module budget and content under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let staff: TestViewer;
  beforeAll(async () => {
    ctx = await createTestApp();
    staff = await createViewer(ctx, { job: null, isStaff: true });
  });
  afterAll(() => ctx.close());

  const call = (viewer: TestViewer, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: viewer.headers, ...(payload ? { payload } : {}) });

  it('20 deposits racing 10 rewarded passes: every point accounted for, the ledger audit clean', async () => {
    const quiz = quizContent();
    const module = await createModule(ctx.database.db, { type: 2, content: quiz, budget: 40 });
    const members = [];
    for (let i = 0; i < 10; i++)
      members.push(await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true }));
    const attempts = await Promise.all(members.map((m) => call(m, 'POST', `/v1/modules/${module.slug}/attempts`)));

    const deposits = Array.from({ length: 20 }, () =>
      call(staff, 'POST', '/v1/admin/ledger/deposits', { module: module.slug, value: 4 }),
    );
    const passes = members.map((m, i) =>
      call(m, 'POST', `/v1/attempts/${attempts[i]?.json().id}/submission`, { answers: correctAnswers(quiz) }),
    );
    const results = await Promise.all([...deposits, ...passes]);
    expect(results.slice(0, 20).every((r) => r.statusCode === 201)).toBe(true);
    const submissions = results.slice(20).map((r) => r.json());
    expect(submissions.every((s) => s.passed)).toBe(true);
    const paid = submissions.reduce((sum, s) => sum + s.premiumPoints, 0);

    const budget = (await call(staff, 'GET', `/v1/admin/ledger/modules/${module.slug}/budget`)).json();
    expect(budget.total).toBe(40 + 80);
    expect(budget.rewardsGiven).toBe(paid);
    expect(budget.balance).toBe(120 - paid);
    expect(budget.balance).toBeGreaterThanOrEqual(0);

    const history = (await call(staff, 'GET', `/v1/admin/modules/${module.uuid}/budget-history`)).json().results;
    expect(history.filter((r: { type: string }) => r.type === 'DEPOSIT')).toHaveLength(21);

    const audit = await auditLedger(ctx.database.db);
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  });

  it('10 content changes at once get the consecutive versions 2 to 11, each stored once', async () => {
    const module = await createModule(ctx.database.db, { content: quizContent() });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(staff, 'PUT', `/v1/admin/modules/${module.uuid}/content`, {
          content: quizContent({ pages: [{ kind: 'text', title: `Fassung ${i}`, body: `Text ${i}` }] }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.json().contentVersion).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const stored = await ctx.database.db
      .select({ version: moduleContentVersions.version })
      .from(moduleContentVersions)
      .where(eq(moduleContentVersions.moduleId, module.id));
    expect(stored.map((r) => r.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
