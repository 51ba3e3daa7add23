import { berlinDay } from '@apopunkt/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { type BusinessWorld, buildBusinessWorld, decideTeamVisibility, getAs } from '../../test-support/business-world';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { runReportJob } from '../business-reports';
import { REWARD_DAYS_LISTED } from './business.repository';

let ctx: TestContext;
const quiz = quizContent();
let world: BusinessWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildBusinessWorld(ctx, quiz);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string, viewer?: TestViewer) => getAs(ctx, url, viewer);

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
});

describe('product list', () => {
  const slugsOf = (body: { results: { slug: string }[] }) => body.results.map((p) => p.slug);

  it('pages the products in name order with links to the neighbouring pages (DESIGN §3)', async () => {
    const { staff } = world.roles;
    const all = (await get('/v1/business/products?limit=500', staff)).json();
    expect(all.count).toBeGreaterThanOrEqual(2);
    const names = all.results.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));

    const first = (await get('/v1/business/products?limit=1', staff)).json();
    expect(first).toMatchObject({
      count: all.count,
      previous: null,
      next: '/api/v1/business/products?limit=1&offset=1',
    });
    expect(slugsOf(first)).toEqual(slugsOf(all).slice(0, 1));
    const second = (await get(first.next.replace('/api', ''), staff)).json();
    expect(slugsOf(second)).toEqual(slugsOf(all).slice(1, 2));
    expect(second.previous).toBe('/api/v1/business/products?limit=1&offset=0');
  });

  it("searches the names of the manufacturer's own products only, wildcards taken literally", async () => {
    const { custA, staff } = world.roles;
    expect(slugsOf((await get('/v1/business/products?search=produkt%20b', staff)).json())).toEqual([world.pB.slug]);
    expect((await get('/v1/business/products?search=produkt%20b', custA)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect(slugsOf((await get('/v1/business/products?search=Produkt', custA)).json())).toEqual([world.pA.slug]);
    expect((await get('/v1/business/products?search=%25', staff)).json().count).toBe(0);
  });
});

describe('figures', () => {
  it('product page: module budgets and history', async () => {
    const body = (await get(`/v1/business/products/${world.pA.slug}`, world.roles.custA)).json();
    expect(body.manufacturerModules).toHaveLength(2);
    const a = body.manufacturerModules.find((m: { module: { slug: string } }) => m.module.slug === world.modA.slug);
    // Type 3 costs 4 points per contact: 8 premium completions from a budget of 400.
    expect(a).toMatchObject({ total: 400, rewardsGiven: 32, balance: 368, contactsReached: 8, remainingContacts: 92 });
    expect(a).toMatchObject({ manufacturer: 'Hersteller A', product: 'Produkt A' });
    expect(a.isExhausted).toBe(false);
    const unlimited = body.manufacturerModules.find(
      (m: { module: { slug: string } }) => m.module.slug === world.modA2.slug,
    );
    expect(unlimited.total).toBeNull();
    expect(unlimited.remainingContacts).toBeNull();
    const kinds = body.budgetHistory.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('DEPOSIT');
    expect(kinds).toContain('REWARDS');
    // The paid days (read as plain rows): ISO days, numbers, in order, summing to the rewards given.
    const rewards = body.budgetHistory.filter((e: { kind: string }) => e.kind === 'REWARDS');
    for (const e of rewards) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof e.value).toBe('number');
    }
    const ofA = rewards.filter((e: { moduleSlug: string }) => e.moduleSlug === world.modA.slug);
    expect(ofA.reduce((sum: number, e: { value: number }) => sum + e.value, 0)).toBe(32);
    const dates = body.budgetHistory.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('product page: rewards per day for the last 90 days, per calendar month before them', async () => {
    const day = (msAgo: number) => berlinDay(new Date(Date.now() - msAgo));
    // From the first of the month 90 days ago on, days; before it, months dated their first day.
    const since = `${day(REWARD_DAYS_LISTED * 86_400_000).slice(0, 7)}-01`;
    const [y, m] = since.split('-').map(Number) as [number, number];
    const lastBefore = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
    const old = '2021-03-05';
    const recent = day(40 * 86_400_000);
    const paid: [string, number][] = [
      [old, 10],
      ['2021-03-20', 5],
      [lastBefore, 3],
      [since, 4],
      [recent, 7],
    ];
    for (const [d, rewards] of paid) {
      await ctx.database.db.execute(
        sql`INSERT INTO report_module_days (module_id, day, rewards) VALUES (${world.modA.id}, ${d}, ${rewards})`,
      );
    }
    try {
      const body = (await get(`/v1/business/products/${world.pA.slug}`, world.roles.custA)).json();
      const ofA = body.budgetHistory.filter(
        (e: { kind: string; moduleSlug: string; date: string }) =>
          e.kind.endsWith('REWARDS') && e.moduleSlug === world.modA.slug && e.date < day(30 * 86_400_000),
      );
      // A month's sum says so (the table labels it), a day's is a day's.
      expect(ofA.map((e: { date: string; kind: string; value: number }) => [e.date, e.kind, e.value])).toEqual([
        ['2021-03-01', 'MONTHLY_REWARDS', 15],
        [`${lastBefore.slice(0, 7)}-01`, 'MONTHLY_REWARDS', 3],
        [since, 'REWARDS', 4],
        [recent, 'REWARDS', 7],
      ]);
    } finally {
      await ctx.database.db.execute(
        sql`DELETE FROM report_module_days WHERE module_id = ${world.modA.id} AND day IN (${sql.join(
          paid.map(([d]) => sql`${d}`),
          sql`, `,
        )})`,
      );
    }
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

describe('period (from/to)', () => {
  const today = berlinDay(new Date());
  const base = () => `/v1/business/modules/${world.modA.slug}`;

  it('gives the figures of the period: today has them all, a period before today none', async () => {
    const stats = (await get(`${base()}/statistics?from=${today}&to=${today}`, world.roles.custA)).json();
    expect(stats.combinedContactsReachedReport).toEqual({
      attemptsReport: { count: 9, completedCount: 8, hasCostQuotaCount: 8 },
      distinctUserReport: { count: 8, completedCount: 8, hasCostQuotaCount: 8 },
    });
    expect(stats.pharmaciesReachedReport).toEqual({ count: 2, completedCount: 2 });
    expect(stats.rewardsGiven).toBe(32);
    const before = '2020-01-01';
    const empty = (await get(`${base()}/statistics?from=${before}&to=2020-12-31`, world.roles.custA)).json();
    expect(empty.combinedContactsReachedReport.distinctUserReport.count).toBe(0);
    expect(empty.rewardsGiven).toBe(0);
    expect(empty.balance).toBe(stats.balance);
    const usage = (await get(`${base()}/usage?from=${before}&to=2020-12-31`, world.roles.custA)).json();
    expect(usage.usageReport).toEqual([]);
    expect(usage.gamesSolvedCorrectly).toBe(0);
    const analytics = (await get(`${base()}/analytics?from=${before}&to=2020-12-31`, world.roles.custA)).json();
    expect(analytics.reachedJobsReport).toEqual([]);
    expect(analytics.reachedUsersPerZipReport).toEqual([]);
    expect(analytics.certificatesReport.perDay).toEqual([]);
    const now = (
      await get(`${base()}/analytics?variant=postcodes&from=${today}&to=${today}`, world.roles.custA)
    ).json();
    expect(now.reachedUsersPerZipReport).toEqual([
      { zip: '10', users: 6 },
      { zip: '80', users: '< 5' },
    ]);
  });

  it('counts a period’s jobs and regions as at the first reach, as the whole runtime does', async () => {
    // A Berliner becomes a pharmacy owner in Munich after passing: the reports keep the PTA/PKA in
    // Berlin they counted, the period's counts the same (they read the folded row, not the user now).
    const mover = world.berliners[0] as TestViewer;
    const jobBefore = mover.user.job ?? null;
    const analytics = async (query: string) =>
      (await get(`${base()}/analytics${query}`, world.roles.custA)).json() as Promise<{
        reachedJobsReport: unknown;
        reachedUsersPerZipReport: unknown;
      }>;
    const whole = await analytics('');
    await ctx.database.db.execute(sql`UPDATE users SET job = 'PHO' WHERE id = ${mover.user.id}`);
    await ctx.database.db.execute(
      sql`UPDATE employees SET organisation_id = ${world.munich.id} WHERE user_id = ${mover.user.id}`,
    );
    try {
      const period = await analytics(`?from=${today}&to=${today}`);
      expect(period.reachedJobsReport).toEqual(whole.reachedJobsReport);
      expect(period.reachedUsersPerZipReport).toEqual(whole.reachedUsersPerZipReport);
      expect(JSON.stringify(period.reachedJobsReport)).not.toContain('PHO');
    } finally {
      await ctx.database.db.execute(sql`UPDATE users SET job = ${jobBefore} WHERE id = ${mover.user.id}`);
      await ctx.database.db.execute(
        sql`UPDATE employees SET organisation_id = ${world.berlin.id} WHERE user_id = ${mover.user.id}`,
      );
    }
  });

  it('answers 400 with a German message to bad dates, a reversed, a half and a too long period', async () => {
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', 'Bitte gib ein gültiges Datum im Format JJJJ-MM-TT an.'],
      ['from=1.3.2026&to=2026-03-01', 'Datum im Format JJJJ-MM-TT erwartet'],
      ['from=2026-03-02&to=2026-03-01', 'Der Anfang des Zeitraums liegt nach seinem Ende.'],
      ['from=2026-03-01', 'Bitte gib Anfang und Ende des Zeitraums an.'],
      ['from=2025-01-01&to=2026-01-02', 'Der Zeitraum darf höchstens 366 Tage umfassen.'],
    ];
    for (const call of ['statistics', 'usage', 'analytics']) {
      for (const [query, message] of cases) {
        const response = await get(`${base()}/${call}?${query}`, world.roles.custA);
        expect(response.statusCode, `${call}?${query}`).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(response.json().error), `${call}?${query}`).toContain(message);
      }
    }
    const year = await get(`${base()}/usage?from=2025-01-01&to=2026-01-01`, world.roles.custA);
    expect(year.statusCode).toBe(200);
  });
});

/** Issue 36 §10: a manager's own completion raised the reach (16 → 17 people). */
describe('reach counts members only', () => {
  it('leaves out the completions of the manager, field service and staff, also in a pharmacy', async () => {
    const { custA, cfrA, staff } = world.roles;
    const before = (await get(`/v1/business/modules/${world.modA.slug}/statistics`, custA)).json();
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

    const stats = (await get(`/v1/business/modules/${world.modA.slug}/statistics`, custA)).json();
    expect(stats.combinedContactsReachedReport).toEqual(before.combinedContactsReachedReport);
    expect(stats.pharmaciesReachedReport).toEqual(before.pharmaciesReachedReport);
    const analytics = (await get(`/v1/business/modules/${world.modA.slug}/analytics`, custA)).json();
    expect(analytics.reachedJobsReport.map((j: { job: string }) => j.job).sort()).toEqual(['PKA', 'PTA']);
    expect(analytics.completionStatisticsReport.questions[0].answersTotal).toBe(9);

    // Field service sees the members of its pharmacies, not the manager employed there (everyone
    // let the team see them, so nobody is hidden for want of consent, issue 37 §3).
    for (const viewer of [...world.berliners, ...world.munichers, employedManager, employedFieldService]) {
      await decideTeamVisibility(ctx, viewer, true);
    }
    const employees = (await get('/v1/business/training/employees', cfrA)).json();
    expect(employees.results).toHaveLength(6);
    const modules = (await get('/v1/business/training/modules', cfrA)).json();
    expect(modules.modules.find((m: { slug: string }) => m.slug === world.modA.slug).completedTotal).toBe(6);
  });
});
