import { berlinDay } from '@apopunkt/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleAccreditations } from '../../db/schema/platform';
import { createManufacturer, createOrganisation } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
const quiz = quizContent();
const DAY = 24 * 60 * 60 * 1000;

let owner: TestViewer;
let otherOwner: TestViewer;
let pta: TestViewer;
let fieldService: TestViewer;
let otherFieldService: TestViewer;
let members: TestViewer[];
let unverified: TestViewer;
let certModule: { id: number; slug: string };
let plainModule: { slug: string };
let hiddenModule: { slug: string };

const send = (method: 'GET' | 'POST' | 'PUT', url: string, viewer: TestViewer | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: viewer?.headers ?? {}, ...(payload ? { payload } : {}) });
const consent = async (viewer: TestViewer, granted: boolean) =>
  expect((await send('PUT', '/v1/me/consents/TEAM_VISIBILITY', viewer, { granted })).statusCode).toBe(200);
const team = async (viewer: TestViewer = owner) => {
  const res = await send('GET', '/v1/team', viewer);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const transferCount = async () => {
  const result = await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM transfers`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
};
const names = (list: { firstName: string }[]) => list.map((m) => m.firstName).sort();

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const pharmacy = await createOrganisation(db, { name: 'Linden-Apotheke', zip: '10115', city: 'Berlin' });
  const other = await createOrganisation(db, { name: 'Eichen-Apotheke', zip: '80331', city: 'München' });
  const manufacturer = await createManufacturer(db, { name: 'Hersteller T' });
  owner = await createViewer(ctx, {
    job: 'PHO',
    isPremium: true,
    employeeVerified: true,
    organisationId: pharmacy.id,
    firstName: 'Inge',
    lastName: 'Inhaber',
  });
  otherOwner = await createViewer(ctx, {
    job: 'PHO',
    isPremium: true,
    employeeVerified: true,
    organisationId: other.id,
  });
  pta = await createViewer(ctx, {
    job: 'PTA',
    isPremium: true,
    employeeVerified: true,
    organisationId: pharmacy.id,
    firstName: 'Petra',
  });
  members = [pta];
  for (let i = 1; i < 7; i++) {
    members.push(
      await createViewer(ctx, {
        job: i % 2 ? 'PKA' : 'PTA',
        isPremium: true,
        employeeVerified: true,
        organisationId: pharmacy.id,
        firstName: `Mitglied${i}`,
        lastName: 'Linde',
      }),
    );
  }
  unverified = await createViewer(ctx, {
    job: 'PTA',
    employeeVerified: false,
    organisationId: pharmacy.id,
    firstName: 'Ulla',
  });
  await createViewer(ctx, {
    job: 'PTA',
    isPremium: true,
    employeeVerified: true,
    organisationId: other.id,
    firstName: 'Eva',
  });
  const cfr = () =>
    createViewer(ctx, {
      job: 'CFR',
      subscriptions: [{ type: 'FEATURE_DASHBOARD_CFR', manufacturerId: manufacturer.id }],
    });
  fieldService = await cfr();
  otherFieldService = await cfr();
  await db.execute(
    sql`INSERT INTO field_service_pharmacies (user_id, organisation_id) VALUES (${fieldService.user.id}, ${pharmacy.id}), (${otherFieldService.user.id}, ${other.id})`,
  );
  certModule = await createModule(db, {
    type: 0,
    hasCertificate: true,
    longName: 'Husten kompakt',
    knowledgeValue: 20,
    manufacturerId: manufacturer.id,
  });
  const day = (offset: number) => berlinDay(new Date(Date.now() + offset * DAY));
  await db.insert(moduleAccreditations).values({
    moduleId: certModule.id,
    chamber: 'Apothekerkammer Berlin',
    eventNumber: 'B-1',
    points: 4,
    category: '7',
    validFrom: day(-30),
    validUntil: day(30),
  });
  plainModule = await createModule(db, { type: 0, manufacturerId: manufacturer.id });
  hiddenModule = await createModule(db, { type: 0, isVisible: false });
  // Petra and Mitglied1 pass the certificate module, Mitglied2 (no consent) too.
  for (const v of [pta, members[1], members[2]] as TestViewer[]) {
    await playThrough(ctx, v.user, certModule.slug, correctAnswers(quiz));
  }
}, 120_000);
afterAll(() => ctx.close());

describe('GET /v1/team', () => {
  it('gives nobody but a verified pharmacy owner a team (403), guests 401', async () => {
    for (const viewer of [pta, fieldService, unverified]) {
      const res = await send('GET', '/v1/team', viewer);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toContain('Apothekeninhaber');
    }
    const unverifiedOwner = await createViewer(ctx, { job: 'PHO', employeeVerified: false });
    expect((await send('GET', '/v1/team', unverifiedOwner)).statusCode).toBe(403);
    expect((await send('GET', '/v1/team', null)).statusCode).toBe(401);
  });

  it('shows only consenting verified members by name, the rest as a count ("< 5" under five)', async () => {
    const before = await team();
    expect(before.pharmacy).toMatchObject({ name: 'Linden-Apotheke', city: 'Berlin' });
    expect(before.members).toEqual([]);
    expect(before.withoutConsent).toBe(7);

    await consent(pta, true);
    await consent(members[1] as TestViewer, true);
    await consent(unverified, true);
    const after = await team();
    expect(names(after.members)).toEqual(['Mitglied1', 'Petra']);
    expect(after.withoutConsent).toBe(5);
    const petra = after.members.find((m: { firstName: string }) => m.firstName === 'Petra');
    expect(petra).toMatchObject({
      job: 'PTA',
      modulesPassed: 1,
      certificates: 1,
      trainingPoints: { goal: 100, points: 4, missing: 96, reached: false, nextExpiry: { points: 4 } },
    });
    // Owners never see answers, attempts or scores.
    const text = JSON.stringify(after);
    for (const secret of ['answers', 'attempt', 'score', 'email']) expect(text).not.toContain(secret);
    expect(text).not.toContain('Ulla');
    expect(text).not.toContain('Eva');

    await consent(members[3] as TestViewer, true);
    expect((await team()).withoutConsent).toBe('< 5');
    // Withdrawing hides the member again, at once.
    await consent(members[3] as TestViewer, false);
    const withdrawn = await team();
    expect(names(withdrawn.members)).toEqual(['Mitglied1', 'Petra']);
    expect(withdrawn.withoutConsent).toBe(5);
  });

  it('the owner of another pharmacy sees only that team; its field service none of these names', async () => {
    const foreign = await team(otherOwner);
    expect(foreign.pharmacy.name).toBe('Eichen-Apotheke');
    expect(JSON.stringify(foreign)).not.toContain('Petra');
    expect(foreign.withoutConsent).toBe('< 5');
    const cfr = (await send('GET', '/v1/business/training/employees', otherFieldService)).json();
    expect(JSON.stringify(cfr)).not.toContain('Petra');
    const own = (await send('GET', '/v1/business/training/employees', fieldService)).json();
    expect(names(own.results)).toEqual(expect.arrayContaining(['Mitglied1', 'Petra']));
    expect(JSON.stringify(own)).not.toContain('Mitglied2');
  });
});

describe('POST /v1/team/recommendations', () => {
  it('recommends a visible module; members of the pharmacy see "Empfohlen von"; the owner sees who passed it', async () => {
    const transfersBefore = await transferCount();
    const res = await send('POST', '/v1/team/recommendations', owner, {
      moduleSlug: certModule.slug,
      message: '  Bitte bis Freitag.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      moduleSlug: certModule.slug,
      message: 'Bitte bis Freitag.',
      recommendedBy: 'Inge Inhaber',
      passedWithoutConsent: '< 5',
    });
    expect(names(res.json().passedBy)).toEqual(['Mitglied1', 'Petra']);
    const mine = await send('GET', '/v1/me/recommendations', members[4] as TestViewer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results).toEqual([
      expect.objectContaining({
        moduleSlug: certModule.slug,
        recommendedBy: 'Inge Inhaber',
        message: 'Bitte bis Freitag.',
      }),
    ]);
    // Other pharmacies and unverified members see nothing; no points moved.
    expect((await send('GET', '/v1/me/recommendations', otherOwner)).json().results).toEqual([]);
    expect((await send('GET', '/v1/me/recommendations', unverified)).json().results).toEqual([]);
    expect(await transferCount()).toBe(transfersBefore);
    // Again: renewed, not doubled.
    await send('POST', '/v1/team/recommendations', owner, { moduleSlug: certModule.slug });
    const recs = (await team()).recommendations;
    expect(recs).toHaveLength(1);
    expect(recs[0].message).toBeNull();
  });

  it('refuses others, modules the owner cannot see and bad input; never 5xx', async () => {
    for (const viewer of [pta, fieldService, otherFieldService]) {
      expect(
        (await send('POST', '/v1/team/recommendations', viewer, { moduleSlug: plainModule.slug })).statusCode,
      ).toBe(403);
    }
    expect((await send('POST', '/v1/team/recommendations', null, { moduleSlug: plainModule.slug })).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/v1/team/recommendations', owner, { moduleSlug: hiddenModule.slug })).statusCode).toBe(
      404,
    );
    expect((await send('POST', '/v1/team/recommendations', owner, { moduleSlug: 'gibt-es-nicht' })).statusCode).toBe(
      404,
    );
    for (const body of [
      {},
      { moduleSlug: '' },
      { moduleSlug: 7 },
      { moduleSlug: plainModule.slug, message: 'x'.repeat(501) },
      { moduleSlug: plainModule.slug, extra: true },
    ]) {
      const res = await send('POST', '/v1/team/recommendations', owner, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    // The other owner's recommendation reaches only that pharmacy.
    expect(
      (await send('POST', '/v1/team/recommendations', otherOwner, { moduleSlug: plainModule.slug })).statusCode,
    ).toBe(201);
    expect((await team()).recommendations.map((r: { moduleSlug: string }) => r.moduleSlug)).not.toContain(
      plainModule.slug,
    );
    expect((await send('GET', '/v1/me/recommendations', pta)).json().results).toHaveLength(1);
  });

  it('allows ten recommendations a day per owner (429 after)', async () => {
    const db = ctx.database.db;
    const slugs = [];
    for (let i = 0; i < 10; i++) slugs.push((await createModule(db, { type: 0 })).slug);
    let statuses = [];
    for (const moduleSlug of slugs)
      statuses.push((await send('POST', '/v1/team/recommendations', otherOwner, { moduleSlug })).statusCode);
    // One was made in the test before.
    expect(statuses.filter((s) => s === 201)).toHaveLength(9);
    statuses = statuses.slice(9);
    expect(statuses).toEqual([429]);
  });
});
