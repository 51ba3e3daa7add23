import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupEvents } from '../../db/schema/engagement';
import { createPopup } from '../../ops/seed/engagement-factories';
import { authHeaders } from '../../test-support/auth-headers';
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
      version: 1,
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

describe('a closed popup (issue 36)', () => {
  const close = (viewer: TestViewer, uuid: string, version: number) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/popups/${uuid}/closed`,
      headers: viewer.headers,
      payload: { version },
    });
  const currentWithCookie = (viewer: TestViewer, cookie: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/popups',
      headers: { ...viewer.headers, cookie: `apopunkt_popup_closed=${cookie}` },
    });
  const changeAsStaff = (uuid: string, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/popups/${uuid}`, headers: staff.headers, payload });

  it('stays closed for the member after sign-out and sign-in, on a new device, until staff change it', async () => {
    const popup = await createPopup(db(), { shortDescription: 'Einmal zeigen' });
    const reader = await createViewer(ctx, { job: 'PKA' });
    expect((await current(reader)).json().popup).toMatchObject({ uuid: popup.uuid, version: 1 });
    expect((await close(reader, popup.uuid, 1)).statusCode).toBe(204);
    // A new session (sign-out, sign-in, another device: no cookie at all) gets none.
    const again = { ...reader, headers: await authHeaders(ctx, { id: reader.user.id }) };
    expect((await current(again)).json()).toEqual({ popup: null });
    // Other members still see it.
    expect((await current(member)).json().popup).toMatchObject({ uuid: popup.uuid });

    // Staff rename it or change its period: nothing a member sees, still closed.
    expect((await changeAsStaff(popup.uuid, { name: 'Intern' })).statusCode).toBe(200);
    expect((await current(again)).json()).toEqual({ popup: null });
    // Staff change its text: it shows again, once.
    expect((await changeAsStaff(popup.uuid, { shortDescription: 'Jetzt neu' })).statusCode).toBe(200);
    expect((await current(again)).json().popup).toMatchObject({ uuid: popup.uuid, version: 2 });
    expect((await close(again, popup.uuid, 2)).statusCode).toBe(204);
    expect((await current(again)).json()).toEqual({ popup: null });
    await changeAsStaff(popup.uuid, { isActive: false });
  });

  it('puts a popup closed in this browser (the cookie) on record for the member, not for another member', async () => {
    const popup = await createPopup(db(), { shortDescription: 'Aus dem Cookie' });
    const first = await createViewer(ctx, { job: 'PTA' });
    const second = await createViewer(ctx, { job: 'PTA' });
    const cookie = `${first.user.id}.${popup.uuid}.1`;
    expect((await currentWithCookie(second, cookie)).json().popup).toMatchObject({ uuid: popup.uuid });
    expect((await currentWithCookie(first, cookie)).json()).toEqual({ popup: null });
    expect((await current(first)).json()).toEqual({ popup: null });
    expect((await current(second)).json().popup).toMatchObject({ uuid: popup.uuid });
    await changeAsStaff(popup.uuid, { isActive: false });
  });

  it('refuses an unknown popup (404) and a bad version (400)', async () => {
    expect((await close(member, '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    const popup = await createPopup(db(), { isActive: false });
    expect((await close(member, popup.uuid, 0)).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/v1/popups/${popup.uuid}/closed`, payload: { version: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});
