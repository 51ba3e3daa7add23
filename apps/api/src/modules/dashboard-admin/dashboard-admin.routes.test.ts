import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { givePremiumPoints } from '../../ops/seed/rewards-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
});
afterAll(() => ctx.close());

async function dashboard(viewer: TestViewer | null = staff) {
  return ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: viewer?.headers ?? {} });
}

describe('GET /api/v1/admin/dashboard', () => {
  it('counts the activity of the last 30 days, budgets and queues', async () => {
    const before = (await dashboard()).json();
    const db = ctx.database.db;
    const module = await createModule(db, { type: 2, budget: 40, knowledgeValue: 10, name: 'Fast leer' });
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/modules/${module.slug}/attempts`,
      headers: member.headers,
    });
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/attempts/${attempt.json().id}/submission`,
      headers: member.headers,
      payload: { answers: correctAnswers(quizContent()) },
    });
    expect(submitted.json()).toMatchObject({ passed: true, premiumPoints: 4 });
    await givePremiumPoints(db, member.user.id, 100);
    const org = await createOrganisation(db);
    const twin = { firstName: 'Zora', lastName: 'Zwilling', dateOfBirth: '1991-01-01', organisationId: org.id };
    await createUser(db, twin);
    await createUser(db, twin);

    const res = await dashboard();
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.days).toBe(30);
    expect(after.series).toHaveLength(30);
    expect(after.registrations - before.registrations).toBe(2);
    expect(after.members.total - before.members.total).toBe(2);
    expect(after.completions - before.completions).toBe(1);
    expect(after.knowledgePointsIssued - before.knowledgePointsIssued).toBe(10);
    expect(after.premiumPointsIssued - before.premiumPointsIssued).toBe(104);
    expect(after.members.active7).toBeGreaterThanOrEqual(1);
    expect(after.budgetsLeft - before.budgetsLeft).toBe(36);
    expect(after.modulesNearExhaustion).toContainEqual(
      expect.objectContaining({ slug: module.slug, balance: 36, remainingContacts: 9 }),
    );
    expect(after.queues.duplicateCandidates - before.queues.duplicateCandidates).toBe(1);
    const today = after.series.at(-1);
    expect(today.completions).toBeGreaterThanOrEqual(1);
    expect(after.series.reduce((n: number, p: { registrations: number }) => n + p.registrations, 0)).toBe(
      after.registrations,
    );
  });

  it('is for staff only', async () => {
    expect((await dashboard(null)).statusCode).toBe(401);
    expect((await dashboard(member)).statusCode).toBe(403);
  });
});
