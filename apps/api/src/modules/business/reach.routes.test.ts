import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctAnswers, quizContent } from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { type BusinessWorld, buildBusinessWorld, getAs } from '../../test-support/business-world';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { runReportJob } from '../business-reports';

let ctx: TestContext;
const quiz = quizContent();
let world: BusinessWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildBusinessWorld(ctx, quiz);
}, 120_000);
afterAll(() => ctx.close());

/** Issue 36 §10: a manager's own completion raised the reach (16 → 17 people). */
describe('reach counts members only', () => {
  it('leaves out the completions of the manager, field service and staff, also in a pharmacy', async () => {
    const { custA, cfrA, staff } = world.roles;
    const before = (await getAs(ctx, `/v1/business/modules/${world.modA.slug}/statistics`, custA)).json();
    expect(before.combinedContactsReachedReport.distinctUserReport.count).toBe(8);

    // The manager and the field service of A, staff, and a manager employed in the Berlin pharmacy.
    const employedManager = await createViewer(ctx, {
      job: 'CUS',
      organisationId: world.berlin.id,
      subscriptions: [{ type: 'FEATURE_DASHBOARD_MODULES', manufacturerId: world.mA.id }],
    });
    const employedFieldService = await createViewer(ctx, { job: 'CFR', organisationId: world.munich.id });
    for (const viewer of [custA, cfrA, staff, employedManager, employedFieldService]) {
      await playThrough(ctx, viewer.user, world.modA.slug, correctAnswers(quiz));
    }
    await runReportJob(ctx.database.db, ctx.app.deps.clock);

    const stats = (await getAs(ctx, `/v1/business/modules/${world.modA.slug}/statistics`, custA)).json();
    expect(stats.combinedContactsReachedReport).toEqual(before.combinedContactsReachedReport);
    expect(stats.pharmaciesReachedReport).toEqual(before.pharmaciesReachedReport);
    const analytics = (await getAs(ctx, `/v1/business/modules/${world.modA.slug}/analytics`, custA)).json();
    expect(analytics.reachedJobsReport.map((j: { job: string }) => j.job).sort()).toEqual(['PKA', 'PTA']);
    expect(analytics.completionStatisticsReport.questions[0].answersTotal).toBe(9);

    // Field service sees the members of its pharmacies, not the manager employed there.
    const employees = (await getAs(ctx, '/v1/business/training/employees', cfrA)).json();
    expect(employees.employees).toHaveLength(6);
    const modules = (await getAs(ctx, '/v1/business/training/modules', cfrA)).json();
    expect(modules.modules.find((m: { slug: string }) => m.slug === world.modA.slug).completedTotal).toBe(6);
  });
});
