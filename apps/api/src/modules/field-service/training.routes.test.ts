import { berlinDay } from '@apopunkt/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizContent } from '../../ops/seed/learning-factories';
import { type BusinessWorld, buildBusinessWorld, decideTeamVisibility, getAs } from '../../test-support/business-world';
import type { TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
const quiz = quizContent();
let world: BusinessWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildBusinessWorld(ctx, quiz);
}, 120_000);
afterAll(() => ctx.close());

const get = (url: string, viewer?: TestViewer) => getAs(ctx, url, viewer);
const consent = (viewer: TestViewer, granted: boolean) => decideTeamVisibility(ctx, viewer, granted);

describe('the field service’s training overview', () => {
  it('shows field service only its assigned pharmacies and its manufacturer’s modules', async () => {
    const { cfrA, cfrB } = world.roles;
    // Nobody consented yet: the Berliners are only a count; then every one of them consents.
    const hiddenA = (await get('/v1/business/training/employees', cfrA)).json();
    expect(hiddenA.results).toEqual([]);
    expect(hiddenA.withoutConsent).toEqual([
      { pharmacy: expect.objectContaining({ id: world.berlin.id }), members: 6 },
    ]);
    for (const v of [...world.berliners, ...world.munichers]) await consent(v, true);
    const employeesA = (await get('/v1/business/training/employees', cfrA)).json();
    expect(employeesA.withoutConsent).toEqual([]);
    expect(employeesA.results).toHaveLength(6);
    expect(employeesA.results.every((e: { lastName: string }) => e.lastName === 'Berliner')).toBe(true);
    expect(employeesA.modules.map((m: { slug: string }) => m.slug).sort()).toEqual(
      [world.modA.slug, world.modA2.slug].sort(),
    );
    expect(employeesA.results[0].passed).toEqual([{ moduleSlug: world.modA.slug, passedAt: expect.any(String) }]);
    const employeesB = (await get('/v1/business/training/employees', cfrB)).json();
    expect(employeesB.results.map((e: { lastName: string }) => e.lastName)).toEqual(['Münchner', 'Münchner']);
    expect(employeesB.modules.map((m: { slug: string }) => m.slug)).toEqual([world.modB.slug]);
    expect(employeesB.results.flatMap((e: { passed: unknown[] }) => e.passed)).toHaveLength(1);

    const modulesA = (await get('/v1/business/training/modules', cfrA)).json();
    expect(modulesA.pharmacies).toEqual([expect.objectContaining({ id: world.berlin.id, employees: 6 })]);
    const a = modulesA.modules.find((m: { slug: string }) => m.slug === world.modA.slug);
    expect(a.completedTotal).toBe(6);
    expect(a.perPharmacy).toEqual([{ pharmacyId: world.berlin.id, completed: 6 }]);
    expect(modulesA.perMonth.reduce((s: number, m: { completed: number }) => s + m.completed, 0)).toBe(6);
  });
});

describe('the employees page of a rep with many people', () => {
  type Page = {
    count: number;
    next: string | null;
    previous: string | null;
    results: { firstName: string }[];
    withoutConsent: { pharmacy: { id: number }; members: number | string }[];
  };
  const firstNames = (page: Page) => page.results.map((e) => e.firstName);
  const employeesPage = async (query: string): Promise<Page> =>
    (await get(`/v1/business/training/employees?${query}`, world.roles.cfrA)).json();

  it('pages the named people by name with links, and counts them all', async () => {
    for (const v of world.berliners) await consent(v, true);
    const first = await employeesPage('limit=4');
    expect(first.count).toBe(6);
    expect(firstNames(first)).toEqual(['Berta0', 'Berta1', 'Berta2', 'Berta3']);
    expect(first.next).toBe('/api/v1/business/training/employees?limit=4&offset=4');
    expect(first.previous).toBeNull();
    const second = await employeesPage('limit=4&offset=4');
    expect(firstNames(second)).toEqual(['Berta4', 'Berta5']);
    expect(second).toMatchObject({
      count: 6,
      next: null,
      previous: '/api/v1/business/training/employees?limit=4&offset=0',
    });
    const beyond = await employeesPage('limit=4&offset=40');
    expect(beyond).toMatchObject({ count: 6, results: [] });
  });

  it('searches the word starts of the name and of the pharmacy; the hidden stay out of every search', async () => {
    expect(firstNames(await employeesPage('search=berta3'))).toEqual(['Berta3']);
    expect((await employeesPage('search=apotheke%20berl')).count).toBe(6);
    expect((await employeesPage('search=10115')).count).toBe(6);
    expect(await employeesPage('search=erta')).toMatchObject({ count: 0, results: [] });
    await consent(world.berliners[2] as TestViewer, false);
    expect(await employeesPage('search=berta2')).toMatchObject({ count: 0, results: [] });
    const all = await employeesPage('search=berl');
    expect(all.count).toBe(5);
    expect(JSON.stringify(all)).not.toContain('Berta2');
    // The hidden count follows a search of its pharmacy, never of a hidden person's name.
    expect(all.withoutConsent).toEqual([
      { pharmacy: expect.objectContaining({ id: world.berlin.id }), members: '< 5' },
    ]);
    expect((await employeesPage('search=10115')).withoutConsent).toHaveLength(1);
    expect((await employeesPage('search=berta2')).withoutConsent).toEqual([]);
    expect((await employeesPage('search=hamburg')).withoutConsent).toEqual([]);
    await consent(world.berliners[2] as TestViewer, true);
  });
});

describe('the counts and dates the training pages take from SQL', () => {
  it('match the completions: passes per person by module, per pharmacy and per month in Germany', async () => {
    const { cfrA } = world.roles;
    const ids = world.berliners.map((v) => v.user.id);
    const berta0 = ids[0] as number;
    // Berta0 also passes the second module late on the last day of a month in UTC, already the
    // next month in Berlin: it counts in the Berlin month, as every date the portal shows.
    await ctx.database.db.execute(
      sql`INSERT INTO module_completions (user_id, module_id, first_passed_at, last_passed_at)
          VALUES (${berta0}, ${world.modA2.id}, '2025-01-31T23:30:00.123Z', '2025-01-31T23:30:00.123Z')`,
    );
    try {
      for (const v of world.berliners) await consent(v, true);
      const found = await ctx.database.db.execute(
        sql`SELECT user_id AS "userId", module_id AS "moduleId", first_passed_at AS "passedAt"
            FROM module_completions WHERE user_id IN (${sql.join(
              ids.map((id) => sql`${id}::int`),
              sql`, `,
            )}) AND module_id IN (${world.modA.id}::int, ${world.modA2.id}::int)`,
      );
      const passes = (found as unknown as { rows: { userId: number; moduleId: number; passedAt: Date | string }[] })
        .rows;
      const iso = (at: Date | string) => new Date(at).toISOString();
      const slugOf = (moduleId: number) => (moduleId === world.modA.id ? world.modA.slug : world.modA2.slug);

      const employees = (await get('/v1/business/training/employees', cfrA)).json();
      const berta = employees.results.find((e: { firstName: string }) => e.firstName === 'Berta0');
      expect(berta.passed).toEqual(
        passes
          .filter((p) => p.userId === berta0)
          .sort((a, b) => a.moduleId - b.moduleId)
          .map((p) => ({ moduleSlug: slugOf(p.moduleId), passedAt: iso(p.passedAt) })),
      );
      expect(berta.passed).toContainEqual({ moduleSlug: world.modA2.slug, passedAt: '2025-01-31T23:30:00.123Z' });

      const modules = (await get('/v1/business/training/modules', cfrA)).json();
      const a2 = modules.modules.find((m: { slug: string }) => m.slug === world.modA2.slug);
      expect(a2).toMatchObject({ completedTotal: 1, perPharmacy: [{ pharmacyId: world.berlin.id, completed: '< 5' }] });
      const months = new Map<string, number>();
      for (const p of passes) {
        const month = berlinDay(new Date(p.passedAt)).slice(0, 7);
        months.set(month, (months.get(month) ?? 0) + 1);
      }
      expect(modules.perMonth).toEqual(
        [...months.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([month, completed]) => ({ month, completed })),
      );
      expect(modules.perMonth[0]).toEqual({ month: '2025-02', completed: 1 });
    } finally {
      await ctx.database.db.execute(
        sql`DELETE FROM module_completions WHERE user_id = ${berta0} AND module_id = ${world.modA2.id}`,
      );
    }
  });
});

describe('consent decides whom the field service sees by name (TEAM_VISIBILITY)', () => {
  it('hides a member who withdraws, counts the hidden per pharmacy and shows fewer than five as "< 5"', async () => {
    const { cfrA, cfrB } = world.roles;
    const [b0, b1, b2] = world.berliners as [TestViewer, TestViewer, TestViewer];
    for (const v of world.berliners) await consent(v, true);
    await consent(b0, false);
    await consent(b1, false);
    const employees = (await get('/v1/business/training/employees', cfrA)).json();
    expect(employees.results.map((e: { firstName: string }) => e.firstName)).not.toContain('Berta0');
    expect(employees.results).toHaveLength(4);
    expect(employees.withoutConsent).toEqual([
      { pharmacy: expect.objectContaining({ id: world.berlin.id }), members: '< 5' },
    ]);
    expect(JSON.stringify(employees)).not.toContain('Berta1');
    // Five and more hidden are counted exactly.
    for (const v of world.berliners.slice(2)) await consent(v, false);
    const none = (await get('/v1/business/training/employees', cfrA)).json();
    expect(none.results).toEqual([]);
    expect(none.withoutConsent[0].members).toBe(6);
    // Consenting again shows the member again; field service B never sees the Berliners.
    await consent(b2, true);
    const again = (await get('/v1/business/training/employees', cfrA)).json();
    expect(again.results.map((e: { firstName: string }) => e.firstName)).toEqual(['Berta2']);
    expect(again.withoutConsent[0].members).toBe(5);
    const other = (await get('/v1/business/training/employees', cfrB)).json();
    expect(JSON.stringify(other)).not.toContain('Berliner');
    for (const v of world.berliners) await consent(v, true);
  });

  it('shows the completions of a pharmacy under five as "< 5" on the modules page', async () => {
    const modulesB = (await get('/v1/business/training/modules', world.roles.cfrB)).json();
    const b = modulesB.modules.find((m: { slug: string }) => m.slug === world.modB.slug);
    expect(b.perPharmacy).toEqual([{ pharmacyId: world.munich.id, completed: '< 5' }]);
  });
});

describe('staff choose whose training view they see', () => {
  it('lists the field-service users and shows staff exactly what the chosen one sees', async () => {
    const { staff, cfrA, cfrB, custA } = world.roles;
    const users = await get('/v1/admin/field-service-users', staff);
    expect(users.statusCode).toBe(200);
    const ids = users.json().results.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([cfrA.user.id, cfrB.user.id]));
    expect(ids).not.toContain(custA.user.id);
    expect(users.json().results.find((u: { id: number }) => u.id === cfrA.user.id)).toMatchObject({
      pharmacies: 1,
      manufacturer: { id: expect.any(Number), name: expect.any(String) },
    });
    expect((await get('/v1/admin/field-service-users', cfrA)).statusCode).toBe(403);

    for (const path of ['/v1/business/training/modules', '/v1/business/training/employees']) {
      const own = (await get(path, cfrA)).json();
      const asStaff = await get(`${path}?user_id=${cfrA.user.id}`, staff);
      expect(asStaff.statusCode, path).toBe(200);
      expect(asStaff.json(), path).toEqual(own);
    }
  });

  it('refuses the view of someone else to field service, and answers 404 for a user without the feature', async () => {
    const { staff, cfrA, cfrB, custA } = world.roles;
    const foreign = await get(`/v1/business/training/employees?user_id=${cfrB.user.id}`, cfrA);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('Nur Mitarbeiter können die Trainingsdaten anderer ansehen.');
    const notCfr = await get(`/v1/business/training/modules?user_id=${custA.user.id}`, staff);
    expect(notCfr.statusCode).toBe(404);
    expect(notCfr.json().error.message).toBe('Diese Person gehört nicht zum Außendienst.');
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
    expect(employees.results).toHaveLength(8);
    await put(staff, cfrB.user.id, [world.munich.id]);
  });
});
