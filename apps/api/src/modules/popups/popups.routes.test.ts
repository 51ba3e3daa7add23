import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupEvents } from '../../db/schema/engagement';
import { createPopup } from '../../ops/seed/engagement-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let member: TestViewer;
let staff: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

const current = (viewer: TestViewer | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/popups', headers: viewer?.headers ?? {} });
const report = (viewer: TestViewer, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/popups', headers: viewer.headers, payload });

describe('popups for members', () => {
  it('answers none without a live popup, guests 401', async () => {
    expect((await current(null)).statusCode).toBe(401);
    await createPopup(db(), { isActive: false });
    await createPopup(db(), { startsAt: new Date(Date.now() + DAY) });
    await createPopup(db(), { endsAt: new Date(Date.now() - DAY), startsAt: new Date(Date.now() - 2 * DAY) });
    expect((await current(member)).json()).toEqual({ popup: null });
  });

  it('answers the newest live popup and records views and clicks of members only', async () => {
    const popup = await createPopup(db(), { shortDescription: 'Neu: Premium', linkAndDescriptionOnDesktop: true });
    const res = (await current(member)).json();
    expect(res.popup).toEqual({
      uuid: popup.uuid,
      image: '/media/seed/popup.png',
      imageMobile: null,
      link: '/premium',
      shortDescription: 'Neu: Premium',
      linkAndDescriptionOnDesktop: true,
    });
    expect((await report(member, { uuid: popup.uuid, type: 0 })).statusCode).toBe(204);
    expect((await report(member, { uuid: popup.uuid, type: 1 })).statusCode).toBe(204);
    expect((await report(staff, { uuid: popup.uuid, type: 0 })).statusCode).toBe(204);
    expect((await report(member, { uuid: popup.uuid, type: 2 })).statusCode).toBe(400);
    expect((await report(member, { uuid: '00000000-0000-4000-8000-000000000000', type: 0 })).statusCode).toBe(404);
    const events = await db().select().from(popupEvents).where(eq(popupEvents.popupUuid, popup.uuid));
    expect(events.map((e) => [e.userId, e.type]).sort()).toEqual([
      [member.user.id, 0],
      [member.user.id, 1],
    ]);
    expect(events[0]?.organisationId).not.toBeNull();
  });
});
