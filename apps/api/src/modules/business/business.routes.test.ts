import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRatings } from '../../db/schema/business';
import { createManufacturer, createOrganisation } from '../../ops/seed/factories';
import {
  correctAnswers,
  createModule,
  createProduct,
  quizContent,
  wrongAnswers,
} from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { runReportJob } from '../business-reports';

let ctx: TestContext;
const quiz = quizContent();
let world: Awaited<ReturnType<typeof buildWorld>>;

/** Two manufacturers with a product and module each, their customers, two field-service employees. */
async function buildWorld() {
  const db = ctx.database.db;
  const mA = await createManufacturer(db, { name: 'Hersteller A' });
  const mB = await createManufacturer(db, { name: 'Hersteller B' });
  const pA = await createProduct(db, { manufacturerId: mA.id, name: 'Produkt A' });
  const pB = await createProduct(db, { manufacturerId: mB.id, name: 'Produkt B' });
  const modA = await createModule(db, { manufacturerId: mA.id, productId: pA.id, type: 3, budget: 400 });
  const modA2 = await createModule(db, { manufacturerId: mA.id, productId: pA.id, type: 0 });
  const modB = await createModule(db, { manufacturerId: mB.id, productId: pB.id, type: 2, budget: 100 });
  const berlin = await createOrganisation(db, { name: 'Apotheke Berlin', zip: '10115' });
  const munich = await createOrganisation(db, { name: 'Apotheke München', zip: '80331' });
  const customer = (manufacturerId: number, rating: boolean) =>
    createViewer(ctx, {
      job: 'CUS',
      subscriptions: [
        { type: 'FEATURE_DASHBOARD_MODULES', manufacturerId },
        ...(rating ? [{ type: 'FEATURE_DASHBOARD_MODULE_RATING' as const, manufacturerId }] : []),
      ],
    });
  const fieldService = (manufacturerId: number) =>
    createViewer(ctx, { job: 'CFR', subscriptions: [{ type: 'FEATURE_DASHBOARD_CFR', manufacturerId }] });
  const roles = {
    custA: await customer(mA.id, true),
    custB: await customer(mB.id, false),
    cfrA: await fieldService(mA.id),
    cfrB: await fieldService(mB.id),
    member: await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true }),
    staff: await createViewer(ctx, { job: null, isStaff: true }),
  };
  const berliners: TestViewer[] = [];
  for (let i = 0; i < 6; i++) {
    berliners.push(
      await createViewer(ctx, {
        job: i % 2 ? 'PKA' : 'PTA',
        isPremium: true,
        employeeVerified: true,
        organisationId: berlin.id,
        firstName: `Berta${i}`,
        lastName: 'Berliner',
      }),
    );
  }
  const munichers: TestViewer[] = [];
  for (let i = 0; i < 2; i++) {
    munichers.push(
      await createViewer(ctx, {
        job: 'PTA',
        isPremium: true,
        employeeVerified: true,
        organisationId: munich.id,
        firstName: `Max${i}`,
        lastName: 'Münchner',
      }),
    );
  }
  for (const v of [...berliners, ...munichers]) await playThrough(ctx, v.user, modA.slug, correctAnswers(quiz));
  await playThrough(ctx, berliners[0]?.user as TestViewer['user'], modA.slug, wrongAnswers(quiz));
  await playThrough(ctx, munichers[0]?.user as TestViewer['user'], modB.slug, correctAnswers(quiz));
  await runReportJob(db, ctx.app.deps.clock);
  await db.execute(
    sql`INSERT INTO field_service_pharmacies (user_id, organisation_id) VALUES (${roles.cfrA.user.id}, ${berlin.id}), (${roles.cfrB.user.id}, ${munich.id})`,
  );
  return { mA, mB, pA, pB, modA, modA2, modB, berlin, munich, roles, berliners, munichers };
}

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld();
}, 120_000);
afterAll(() => ctx.close());

function get(url: string, viewer?: TestViewer) {
  return ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: viewer?.headers ?? {} });
}

describe('access', () => {
  const routes = () => [
    `/v1/business/products`,
    `/v1/business/products/${world.pA.slug}`,
    `/v1/business/modules/${world.modA.slug}/statistics`,
    `/v1/business/modules/${world.modA.slug}/usage`,
    `/v1/business/modules/${world.modA.slug}/analytics`,
    `/v1/business/modules/${world.modA.slug}/ratings`,
    `/v1/business/demo-dashboard`,
    `/v1/business/training/modules`,
    `/v1/business/training/employees`,
  ];

  it('answers 401 to guests and 403 to members on every business route', async () => {
    for (const url of routes()) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, world.roles.member)).statusCode, url).toBe(403);
    }
  });

  it('lets each feature reach only its pages', async () => {
    const { custA, custB, cfrA, staff } = world.roles;
    const [products, product, statistics, usage, analytics, ratings, demo, trainingModules, trainingEmployees] =
      routes();
    for (const url of [products, product, statistics, usage, analytics, ratings, demo]) {
      expect((await get(url as string, cfrA)).statusCode, url).toBe(403);
    }
    for (const url of [trainingModules, trainingEmployees]) {
      expect((await get(url as string, custA)).statusCode, url).toBe(403);
      expect((await get(url as string, cfrA)).statusCode, url).toBe(200);
    }
    // Feature 13 is its own subscription.
    expect((await get(ratings as string, custB)).statusCode).toBe(403);
    for (const url of routes()) expect((await get(url, staff)).statusCode, url).toBe(200);
  });

  it("answers 404 for another manufacturer's products and modules (matrix)", async () => {
    const { custA, custB } = world.roles;
    const cases: [TestViewer, string, number][] = [
      [custA, `/v1/business/products/${world.pA.slug}`, 200],
      [custA, `/v1/business/products/${world.pB.slug}`, 404],
      [custB, `/v1/business/products/${world.pA.slug}`, 404],
      [custB, `/v1/business/products/${world.pB.slug}`, 200],
      [custA, `/v1/business/products/unbekannt`, 404],
    ];
    for (const suffix of ['statistics', 'usage', 'analytics']) {
      cases.push(
        [custA, `/v1/business/modules/${world.modA.slug}/${suffix}`, 200],
        [custA, `/v1/business/modules/${world.modB.slug}/${suffix}`, 404],
        [custB, `/v1/business/modules/${world.modA.slug}/${suffix}`, 404],
        [custB, `/v1/business/modules/${world.modB.slug}/${suffix}`, 200],
        [custA, `/v1/business/modules/unbekannt/${suffix}`, 404],
      );
    }
    cases.push([custA, `/v1/business/modules/${world.modB.slug}/ratings`, 404]);
    for (const [viewer, url, status] of cases) expect((await get(url, viewer)).statusCode, url).toBe(status);

    const listA = (await get('/v1/business/products', custA)).json().results.map((p: { slug: string }) => p.slug);
    expect(listA).toEqual([world.pA.slug]);
    const listB = (await get('/v1/business/products', custB)).json().results.map((p: { slug: string }) => p.slug);
    expect(listB).toEqual([world.pB.slug]);
  });

  it('shows field service only its assigned pharmacies and its manufacturer’s modules', async () => {
    const { cfrA, cfrB } = world.roles;
    const employeesA = (await get('/v1/business/training/employees', cfrA)).json();
    expect(employeesA.employees).toHaveLength(6);
    expect(employeesA.employees.every((e: { lastName: string }) => e.lastName === 'Berliner')).toBe(true);
    expect(employeesA.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(
      [world.modA.slug, world.modA2.slug].sort(),
    );
    expect(employeesA.employees[0].passed).toEqual([{ moduleSlug: world.modA.slug, passedAt: expect.any(String) }]);
    const employeesB = (await get('/v1/business/training/employees', cfrB)).json();
    expect(employeesB.employees.map((e: { lastName: string }) => e.lastName)).toEqual(['Münchner', 'Münchner']);
    expect(employeesB.modules.map((m: { slug: string }) => m.slug)).toEqual([world.modB.slug]);
    expect(employeesB.employees.flatMap((e: { passed: unknown[] }) => e.passed)).toHaveLength(1);

    const modulesA = (await get('/v1/business/training/modules', cfrA)).json();
    expect(modulesA.pharmacies).toEqual([expect.objectContaining({ id: world.berlin.id, employees: 6 })]);
    const a = modulesA.modules.find((m: { slug: string }) => m.slug === world.modA.slug);
    expect(a.completedTotal).toBe(6);
    expect(a.perPharmacy).toEqual([{ pharmacyId: world.berlin.id, completed: 6 }]);
    expect(modulesA.perMonth.reduce((s: number, m: { completed: number }) => s + m.completed, 0)).toBe(6);
  });
});

describe('figures', () => {
  it('product page: module budgets and history', async () => {
    const body = (await get(`/v1/business/products/${world.pA.slug}`, world.roles.custA)).json();
    expect(body.manufacturerModules).toHaveLength(2);
    const a = body.manufacturerModules.find((m: { module: { slug: string } }) => m.module.slug === world.modA.slug);
    // Type 3 costs 4 points per contact: 8 premium completions from a budget of 400.
    expect(a).toMatchObject({ total: 400, rewardsGiven: 32, balance: 368, contactsReached: 8, remainingContacts: 92 });
    expect(a.isExhausted).toBe(false);
    const unlimited = body.manufacturerModules.find(
      (m: { module: { slug: string } }) => m.module.slug === world.modA2.slug,
    );
    expect(unlimited.total).toBeNull();
    expect(unlimited.remainingContacts).toBeNull();
    const kinds = body.budgetHistory.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('DEPOSIT');
    expect(kinds).toContain('REWARDS');
  });

  it("product page: another manufacturer's module on the product (old data) shows nowhere", async () => {
    const stray = await createModule(ctx.database.db, {
      manufacturerId: world.mB.id,
      productId: world.pA.id,
      type: 3,
      budget: 250,
    });
    const body = (await get(`/v1/business/products/${world.pA.slug}`, world.roles.custA)).json();
    const slugs = body.manufacturerModules.map((m: { module: { slug: string } }) => m.module.slug);
    expect(slugs.sort()).toEqual([world.modA.slug, world.modA2.slug].sort());
    expect(body.budgetHistory.length).toBeGreaterThan(0);
    expect(body.budgetHistory.filter((e: { moduleSlug: string }) => e.moduleSlug === stray.slug)).toEqual([]);
  });

  it('statistics and usage come from the report tables', async () => {
    const stats = (await get(`/v1/business/modules/${world.modA.slug}/statistics`, world.roles.custA)).json();
    expect(stats.pharmaciesReachedReport).toEqual({ count: 2, completedCount: 2 });
    expect(stats.combinedContactsReachedReport).toEqual({
      attemptsReport: { count: 9, completedCount: 8, hasCostQuotaCount: 8 },
      distinctUserReport: { count: 8, completedCount: 8, hasCostQuotaCount: 8 },
    });
    expect(stats.rewardsGiven).toBe(32);
    expect(stats.reportUpdatedAt).not.toBeNull();
    const usage = (await get(`/v1/business/modules/${world.modA.slug}/usage`, world.roles.custA)).json();
    expect(usage.gamesSolvedCorrectly).toBe(8);
    expect(usage.gamesSolvedIncorrectly).toBe(1);
    expect(usage.usageReport.reduce((s: number, d: { attempts: number }) => s + d.attempts, 0)).toBe(9);
  });

  it('analytics mask cells under five people and give the answer distribution', async () => {
    const body = (await get(`/v1/business/modules/${world.modA.slug}/analytics`, world.roles.custA)).json();
    expect(body.analyticVariant).toBe('all');
    expect(body.reachedUsersPerZipReport).toEqual([
      { zip: '10', users: 6 },
      { zip: '80', users: '< 5' },
    ]);
    expect(body.reachedPharmaciesPerZipReport).toEqual([
      { zip: '10', pharmacies: 1, users: 6 },
      { zip: '80', pharmacies: '< 5', users: '< 5' },
    ]);
    expect(body.reachedJobsReport).toEqual([
      { job: 'PTA', users: 5 },
      { job: 'PKA', users: '< 5' },
    ]);
    const [q1] = body.completionStatisticsReport.questions;
    expect(q1).toMatchObject({ und: 'q1', answersTotal: 9, correct: 8 });
    expect(q1.firstAnswerDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q1.answers.find((a: { optionId: string }) => a.optionId === 'q1b').count).toBe(8);

    const jobsOnly = (
      await get(`/v1/business/modules/${world.modA.slug}/analytics?variant=jobs`, world.roles.custA)
    ).json();
    expect(jobsOnly.reachedJobsReport).toBeDefined();
    expect(jobsOnly.completionStatisticsReport).toBeUndefined();
    expect(
      (await get(`/v1/business/modules/${world.modA.slug}/analytics?variant=x`, world.roles.custA)).statusCode,
    ).toBe(400);
  });

  it('demo dashboard is synthetic and marked', async () => {
    const body = (await get('/v1/business/demo-dashboard', world.roles.custA)).json();
    expect(body.isDemo).toBe(true);
    expect(body.notice).toContain('Demo');
    expect(body.statistics.name).toContain('Demo');
    expect(body.statistics.combinedContactsReachedReport.attemptsReport.count).toBeGreaterThan(1000);
  });
});

describe('ratings', () => {
  const rate = (viewer: TestViewer, slug: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/v1/modules/${slug}/rating`, headers: viewer.headers, payload });

  it('a member rates a passed module once and may change it; the manufacturer sees the summary', async () => {
    const [rater, other] = world.berliners as [TestViewer, TestViewer];
    expect((await rate(rater, world.modA2.slug, { stars: 4 })).statusCode).toBe(409);
    expect((await rate(rater, world.modA.slug, { stars: 6 })).statusCode).toBe(400);
    expect((await rate(rater, world.modA.slug, { stars: 0 })).statusCode).toBe(400);
    expect((await rate(rater, 'unbekannt', { stars: 3 })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/v1/modules/${world.modA.slug}/rating`, payload: { stars: 3 } }))
        .statusCode,
    ).toBe(401);

    const first = await rate(rater, world.modA.slug, { stars: 2, comment: 'Zu lang' });
    expect(first.statusCode).toBe(200);
    const changed = await rate(rater, world.modA.slug, { stars: 5, comment: '  Sehr hilfreich  ' });
    expect(changed.json()).toMatchObject({ canRate: true, rating: { stars: 5, comment: 'Sehr hilfreich' } });
    await rate(other, world.modA.slug, { stars: 4 });

    const mine = (await get(`/v1/modules/${world.modA.slug}/rating`, rater)).json();
    expect(mine.rating.stars).toBe(5);
    const notPassed = (await get(`/v1/modules/${world.modA2.slug}/rating`, rater)).json();
    expect(notPassed).toEqual({ canRate: false, rating: null });

    const summary = (await get(`/v1/business/modules/${world.modA.slug}/ratings`, world.roles.custA)).json();
    expect(summary.count).toBe(2);
    expect(summary.average).toBe(4.5);
    expect(summary.distribution.find((d: { stars: number }) => d.stars === 5).count).toBe(1);
    expect(summary.comments).toEqual([{ stars: 5, comment: 'Sehr hilfreich', updatedAt: expect.any(String) }]);
  });

  it('answers 404 like the module page for a module the member cannot see, passed or not', async () => {
    const db = ctx.database.db;
    const [rater] = world.munichers as [TestViewer];
    const played = await createModule(db, { manufacturerId: world.mA.id });
    await playThrough(ctx, rater.user, played.slug, correctAnswers(quiz));
    expect((await rate(rater, played.slug, { stars: 4, comment: 'gut' })).statusCode).toBe(200);
    const hidden = await createModule(db, { manufacturerId: world.mA.id, isVisible: false });
    await db.execute(sql`UPDATE modules SET is_visible = false WHERE id = ${played.id}`);

    for (const slug of [played.slug, hidden.slug]) {
      expect((await get(`/v1/modules/${slug}`, rater)).statusCode).toBe(404);
      const mine = await get(`/v1/modules/${slug}/rating`, rater);
      expect(mine.statusCode).toBe(404);
      const unknown = (await get('/v1/modules/unbekannt/rating', rater)).json();
      expect(mine.json()).toEqual({ error: { ...unknown.error, requestId: mine.headers['x-request-id'] } });
      expect((await rate(rater, slug, { stars: 1 })).statusCode).toBe(404);
    }
    const stored = await db.select().from(moduleRatings).where(eq(moduleRatings.moduleId, played.id));
    expect(stored.map((r) => [r.userId, r.stars])).toEqual([[rater.user.id, 4]]);
  });
});

describe('field-service assignment (staff)', () => {
  const url = (id: number) => `/api/v1/admin/users/${id}/field-service-pharmacies`;
  const put = (viewer: TestViewer | null, id: number, organisationIds: unknown) =>
    ctx.app.inject({ method: 'PUT', url: url(id), headers: viewer?.headers ?? {}, payload: { organisationIds } });

  it('staff replace the assignment, audited; others may not', async () => {
    const { staff, cfrB, custA } = world.roles;
    expect((await put(null, cfrB.user.id, [])).statusCode).toBe(401);
    expect((await put(custA, cfrB.user.id, [])).statusCode).toBe(403);
    expect((await put(staff, cfrB.user.id, [999_999])).statusCode).toBe(400);
    expect((await put(staff, 999_999, [])).statusCode).toBe(404);
    const res = await put(staff, cfrB.user.id, [world.munich.id, world.berlin.id]);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .pharmacies.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([world.munich.id, world.berlin.id].sort());
    const read = await ctx.app.inject({ method: 'GET', url: url(cfrB.user.id), headers: staff.headers });
    expect(read.json().pharmacies).toHaveLength(2);
    const audit = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'field-service.assign' AND entity_id = ${String(cfrB.user.id)}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // Field service B now also sees the Berlin pharmacy (names of people in assigned pharmacies only).
    const employees = (await get('/v1/business/training/employees', cfrB)).json();
    expect(employees.employees).toHaveLength(8);
    await put(staff, cfrB.user.id, [world.munich.id]);
  });
});
