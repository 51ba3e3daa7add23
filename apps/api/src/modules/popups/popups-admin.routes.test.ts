import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../ops/seed/factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let staff: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

const call = (viewer: TestViewer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: viewer.headers, ...(payload ? { payload } : {}) });

describe('staff popups', () => {
  it('creates with the form defaults, edits, lists; members 403', async () => {
    const member = await createViewer(ctx, { job: 'PTA' });
    expect((await call(member, 'GET', '/admin/popups')).statusCode).toBe(403);
    const res = await call(staff, 'POST', '/admin/popups', { name: 'Sommer', image: '/media/uploads/p.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Sommer',
      startsAt: null,
      endsAt: null,
      link: '',
      shortDescription: '',
      linkAndDescriptionOnDesktop: false,
      isActive: true,
      isVisible: true,
    });
    const uuid = res.json().uuid;
    expect((await call(staff, 'POST', '/admin/popups', { link: 'javascript:alert(1)' })).statusCode).toBe(400);
    const edited = await call(staff, 'PATCH', `/admin/popups/${uuid}`, { link: '/premium', isActive: false });
    expect(edited.json()).toMatchObject({ link: '/premium', isActive: false, isVisible: false });
    expect((await call(staff, 'GET', '/admin/popups')).json().results.map((p: { uuid: string }) => p.uuid)).toContain(
      uuid,
    );
    expect((await call(staff, 'GET', '/admin/popups/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('reports seen and clicked for members and pharmacies, distinct and per postcode region', async () => {
    const popup = (await call(staff, 'POST', '/admin/popups', { name: 'Report', link: '/collect' })).json();
    const berlin = await createOrganisation(db(), { zip: '10115' });
    const munich = await createOrganisation(db(), { zip: '80331' });
    const school = await createOrganisation(db(), { zip: '80333', type: 'SCH' });
    const a = await createViewer(ctx, { organisationId: berlin.id });
    const b = await createViewer(ctx, { organisationId: munich.id });
    const c = await createViewer(ctx, { organisationId: school.id });
    for (const [viewer, type] of [
      [a, 0],
      [a, 0],
      [a, 1],
      [b, 0],
      [c, 0],
      [c, 1],
      [staff, 0],
    ] as const) {
      expect((await call(viewer, 'POST', '/popups', { uuid: popup.uuid, type })).statusCode).toBe(204);
    }
    const report = (await call(staff, 'GET', `/admin/popups/${popup.uuid}/report`)).json();
    expect(report).toMatchObject({
      name: 'Report',
      clickable: true,
      isVisible: true,
      userTotals: { seen: 4, clicked: 2 },
      pharmacyTotals: { seen: 3, clicked: 1 },
      distinct: { users: { seen: 3, clicked: 2 }, pharmacies: { seen: 2, clicked: 1 } },
    });
    expect(report.perPostcode.users).toEqual([
      { region: '10', seen: 1, clicked: 1 },
      { region: '80', seen: 2, clicked: 1 },
    ]);
    expect(report.perPostcode.pharmacies).toEqual([
      { region: '10', seen: 1, clicked: 1 },
      { region: '80', seen: 1, clicked: 0 },
    ]);
  });
});
