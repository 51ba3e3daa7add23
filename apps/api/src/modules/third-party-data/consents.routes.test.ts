import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { thirdPartyConsents } from '../../db/schema/platform';
import { createOrganisation } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

const call = (viewer: TestViewer | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: viewer?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A module with a fresh set attached; returns both. */
async function moduleWithSet(partner = 'Sonnenhof Pharma') {
  const set = (
    await call(staff, 'POST', '/admin/third-party-data', {
      partner,
      title: 'Muster',
      purpose: 'Produktmuster',
      fields: ['lastName', 'salutation', 'workplaceZip'],
      consentText: 'Text 1',
    })
  ).json();
  const module = await createModule(ctx.database.db, { budget: 40 });
  await call(staff, 'PUT', `/admin/modules/${module.uuid}/third-party-data`, { setUuid: set.uuid });
  return { set, module };
}

async function play(viewer: TestViewer, slug: string, payload: object) {
  const attempt = (await call(viewer, 'POST', `/modules/${slug}/attempts`)).json();
  return call(viewer, 'POST', `/attempts/${attempt.id}/submission`, {
    answers: correctAnswers(quizContent()),
    ...payload,
  });
}

async function memberAt(zip: string, lastName: string) {
  const organisation = await createOrganisation(ctx.database.db, { zip });
  return createViewer(ctx, {
    job: 'PTA',
    isPremium: true,
    employeeVerified: true,
    organisationId: organisation.id,
    lastName,
    gender: 'FE',
  });
}

describe('consents from the player', () => {
  it('are required for a module with a set and recorded with the text version', async () => {
    const { set, module } = await moduleWithSet();
    const viewer = await memberAt('10115', 'Schmidt');
    expect((await play(viewer, module.slug, {})).statusCode).toBe(412);
    expect((await play(viewer, module.slug, { thirdPartyConsent: true })).statusCode).toBe(200);
    const mine = (await call(viewer, 'GET', '/me/third-party-consents')).json();
    expect(mine.results).toEqual([
      expect.objectContaining({
        partner: 'Sonnenhof Pharma',
        title: 'Muster',
        consentText: 'Text 1',
        textVersion: 1,
        moduleName: module.name,
      }),
    ]);
    expect((await call(staff, 'GET', `/admin/third-party-data/${set.uuid}`)).json().activeConsents).toBe(1);
  });

  it('record a new consent when the text changed, ending the one to the old version', async () => {
    const { set, module } = await moduleWithSet();
    const viewer = await memberAt('10115', 'Neumann');
    await play(viewer, module.slug, { thirdPartyConsent: true });
    await call(staff, 'PATCH', `/admin/third-party-data/${set.uuid}`, { consentText: 'Text 2' });
    expect((await play(viewer, module.slug, { thirdPartyConsent: true })).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(thirdPartyConsents)
      .where(eq(thirdPartyConsents.userId, viewer.user.id));
    expect(rows.map((r) => r.withdrawnAt === null).sort()).toEqual([false, true]);
    expect((await call(viewer, 'GET', '/me/third-party-consents')).json().results).toEqual([
      expect.objectContaining({ textVersion: 2, consentText: 'Text 2' }),
    ]);
  });
});

describe('member withdrawal', () => {
  it('withdraws the own consent once; another member gets 404, a guest 401', async () => {
    const { module } = await moduleWithSet();
    const viewer = await memberAt('10115', 'Wagner');
    const other = await createViewer(ctx, { job: 'PTA' });
    await play(viewer, module.slug, { thirdPartyConsent: true });
    const [consent] = (await call(viewer, 'GET', '/me/third-party-consents')).json().results;
    const url = `/me/third-party-consents/${consent.id}/withdrawal`;
    expect((await call(null, 'POST', url)).statusCode).toBe(401);
    expect((await call(other, 'POST', url)).statusCode).toBe(404);
    const res = await call(viewer, 'POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: consent.id, withdrawnAt: expect.any(String) });
    expect((await call(viewer, 'POST', url)).statusCode).toBe(409);
    expect((await call(viewer, 'POST', '/me/third-party-consents/abc/withdrawal')).statusCode).toBe(400);
    expect((await call(viewer, 'GET', '/me/third-party-consents')).json().results).toEqual([]);
    expect((await call(null, 'GET', '/me/third-party-consents')).statusCode).toBe(401);
  });
});

describe('CSV export', () => {
  it('gives the active consents with the chosen fields as CSV with BOM and logs the export', async () => {
    const { set, module } = await moduleWithSet('Nordwind & Co');
    const stays = await memberAt('80331', 'Becker');
    const leaves = await memberAt('20095', 'Fischer');
    await play(stays, module.slug, { thirdPartyConsent: true });
    await play(leaves, module.slug, { thirdPartyConsent: true });
    const [consent] = (await call(leaves, 'GET', '/me/third-party-consents')).json().results;
    await call(leaves, 'POST', `/me/third-party-consents/${consent.id}/withdrawal`);

    const res = await call(staff, 'POST', `/admin/third-party-data/${set.uuid}/exports`);
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="datenweitergabe-nordwind-co-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Nachname;Anrede;PLZ der Arbeitsstätte;Einwilligung am;Version Einwilligungstext');
    expect(lines.slice(1, -1)).toEqual([expect.stringMatching(/^Becker;Frau;80331;\d{4}-.*;1$/)]);

    const detail = (await call(staff, 'GET', `/admin/third-party-data/${set.uuid}`)).json();
    expect(detail).toMatchObject({ activeConsents: 1, moduleCount: 1 });
    const row = (await call(staff, 'GET', `/admin/third-party-data?search=${encodeURIComponent(set.partner)}`)).json();
    expect(row.results).toEqual([expect.objectContaining({ activeConsents: 1, moduleCount: 1 })]);
    expect(detail.exports).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), rowCount: 1, exportedBy: expect.any(String) },
    ]);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'third-party-data.export'));
    expect(audit.some((a) => a.entityId === set.uuid && a.actorId === staff.user.id)).toBe(true);
  });

  it('is for staff only', async () => {
    const { set } = await moduleWithSet();
    const member = await createViewer(ctx, { job: 'PTA' });
    expect((await call(member, 'POST', `/admin/third-party-data/${set.uuid}/exports`)).statusCode).toBe(403);
    expect((await call(staff, 'GET', `/admin/third-party-data/${set.uuid}`)).json().exports).toEqual([]);
  });
});
