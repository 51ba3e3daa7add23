import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA' });
});
afterAll(() => ctx.close());

const call = (viewer: TestViewer | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: viewer?.headers ?? {}, ...(payload ? { payload } : {}) });

const body = {
  partner: 'Sonnenhof Pharma',
  title: 'Weitergabe an Sonnenhof',
  purpose: 'Zusendung von Produktmustern',
  fields: ['firstName', 'lastName', 'workplaceName'],
  consentText: 'Ich willige ein, dass meine Angaben an Sonnenhof Pharma gehen.',
};

describe('staff data-sharing sets', () => {
  it('creates with text version 1, reads, lists and audits', async () => {
    const res = await call(staff, 'POST', '/admin/third-party-data', body);
    expect(res.statusCode).toBe(201);
    const set = res.json();
    expect(set).toMatchObject({ ...body, textVersion: 1, moduleCount: 0, activeConsents: 0, modules: [], exports: [] });
    expect((await call(staff, 'GET', `/admin/third-party-data/${set.uuid}`)).json()).toEqual(set);
    const list = (await call(staff, 'GET', '/admin/third-party-data?limit=500')).json();
    expect(list.results.map((r: { uuid: string }) => r.uuid)).toContain(set.uuid);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, set.uuid));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['third-party-data.create', staff.user.id]]);
  });

  it('searches partner and title and pages the list', async () => {
    const token = `Suchpartner${Date.now()}`;
    for (const n of [1, 2, 3])
      await call(staff, 'POST', '/admin/third-party-data', { ...body, partner: `${token} ${n}` });
    const first = (await call(staff, 'GET', `/admin/third-party-data?search=${token}&limit=2`)).json();
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('offset=2');
    const none = (await call(staff, 'GET', '/admin/third-party-data?search=%25_kein-treffer')).json();
    expect(none).toMatchObject({ count: 0, results: [] });
  });

  it('keeps the text version for other changes and adds one when the text changes', async () => {
    const set = (await call(staff, 'POST', '/admin/third-party-data', body)).json();
    const url = `/admin/third-party-data/${set.uuid}`;
    const renamed = (await call(staff, 'PATCH', url, { title: 'Neu', consentText: body.consentText })).json();
    expect(renamed).toMatchObject({ title: 'Neu', textVersion: 1, consentText: body.consentText });
    const changed = (await call(staff, 'PATCH', url, { consentText: 'Neuer Text.' })).json();
    expect(changed).toMatchObject({ textVersion: 2, consentText: 'Neuer Text.', partner: body.partner });
  });

  it('refuses bad input, unknown sets, members and guests', async () => {
    expect((await call(staff, 'POST', '/admin/third-party-data', { ...body, fields: [] })).statusCode).toBe(400);
    expect((await call(staff, 'POST', '/admin/third-party-data', { ...body, fields: ['password'] })).statusCode).toBe(
      400,
    );
    expect((await call(staff, 'POST', '/admin/third-party-data', { ...body, partner: '  ' })).statusCode).toBe(400);
    expect((await call(staff, 'PATCH', `/admin/third-party-data/${UNKNOWN}`, { title: 'x' })).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/admin/third-party-data/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await call(staff, 'POST', `/admin/third-party-data/${UNKNOWN}/exports`)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/admin/third-party-data'],
      ['POST', '/admin/third-party-data'],
      ['GET', `/admin/third-party-data/${UNKNOWN}`],
      ['PATCH', `/admin/third-party-data/${UNKNOWN}`],
      ['POST', `/admin/third-party-data/${UNKNOWN}/exports`],
      ['GET', `/admin/modules/${UNKNOWN}/third-party-data`],
      ['PUT', `/admin/modules/${UNKNOWN}/third-party-data`],
    ] as const) {
      expect((await call(member, method, url, method === 'GET' ? undefined : body)).statusCode).toBe(403);
      expect((await call(null, method, url, method === 'GET' ? undefined : body)).statusCode).toBe(401);
    }
  });
});

describe('attaching a set to a module', () => {
  it('attaches, replaces and detaches; the module detail shows the set as thirdPartyModalData', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    const module = await createModule(ctx.database.db);
    const a = (await call(staff, 'POST', '/admin/third-party-data', body)).json();
    const b = (await call(staff, 'POST', '/admin/third-party-data', { ...body, partner: 'Nordwind' })).json();
    const url = `/admin/modules/${module.uuid}/third-party-data`;
    expect((await call(staff, 'GET', url)).json()).toEqual({ set: null });
    expect((await call(staff, 'PUT', url, { setUuid: a.uuid })).json().set).toMatchObject({ uuid: a.uuid });
    expect((await call(staff, 'PUT', url, { setUuid: b.uuid })).json().set).toMatchObject({ partner: 'Nordwind' });
    expect((await call(staff, 'GET', `/admin/third-party-data/${b.uuid}`)).json()).toMatchObject({
      moduleCount: 1,
      modules: [{ uuid: module.uuid, slug: module.slug }],
    });
    const detail = (await call(viewer, 'GET', `/modules/${module.slug}`)).json();
    expect(detail.thirdPartyModalData).toEqual({ title: body.title, text: body.consentText, partner: 'Nordwind' });
    expect((await call(staff, 'PUT', url, { setUuid: null })).json()).toEqual({ set: null });
    expect((await call(viewer, 'GET', `/modules/${module.slug}`)).json().thirdPartyModalData).toBeNull();
  });

  it('answers 404 for an unknown set or module and 400 for a bad body', async () => {
    const module = await createModule(ctx.database.db);
    const url = `/admin/modules/${module.uuid}/third-party-data`;
    expect((await call(staff, 'PUT', url, { setUuid: UNKNOWN })).statusCode).toBe(404);
    expect((await call(staff, 'PUT', url, { setUuid: 'abc' })).statusCode).toBe(400);
    expect((await call(staff, 'PUT', url, {})).statusCode).toBe(400);
    expect((await call(staff, 'GET', `/admin/modules/${UNKNOWN}/third-party-data`)).statusCode).toBe(404);
  });
});
