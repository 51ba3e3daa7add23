import { LATEST_ROW_QUERIES, type LatestRow } from '@apopunkt/domain/constants/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createPopup, createQuest } from '../../ops/seed/engagement-factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { loadSessionUser } from '../users';
import { loadMemberHomeData } from './member-page-data';

async function homeDataOf(viewer: Awaited<ReturnType<typeof createViewer>>, closedPopup?: string) {
  const found = await loadSessionUser(ctx.app.deps, viewer.user.id, { id: crypto.randomUUID(), now: clock.now() });
  if (!found) throw new Error('no user');
  return loadMemberHomeData(ctx.app.deps, { user: found.user, profile: found.profile, access: 'a' }, closedPopup);
}

/** Home's data read from the services must be what Home's own calls get from the API. */
const clock = fixedClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  const module = await createModule(ctx.database.db);
  await createQuest(ctx.database.db, { moduleId: module.id });
});
afterAll(() => ctx.close());

async function answer(url: string, headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  return res.statusCode === 200 ? res.json() : null;
}

describe("a member's Home data", () => {
  it('is what GET /v1/me, /v1/config, /v1/quests, /v1/competitions, /v1/modules and /v1/popups answer', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    const found = await loadSessionUser(ctx.app.deps, viewer.user.id, { id: crypto.randomUUID(), now: clock.now() });
    if (!found) throw new Error('no user');
    const data = await loadMemberHomeData(ctx.app.deps, { user: found.user, profile: found.profile, access: 'a' });
    const { headers } = viewer;
    expect(data.me).toEqual(await answer('/v1/me', headers));
    expect(data.config).toEqual(await answer('/v1/config', {}));
    expect(data.quests).toEqual(await answer('/v1/quests', headers));
    expect((data.quests as { results: unknown[] }).results).toHaveLength(1);
    expect(data.competitions).toEqual(await answer('/v1/competitions?order_by=-visible_from&limit=500', headers));
    expect(data.editorsPicks).toEqual(await answer('/v1/ad-groups/1', headers));
    expect(data.popup).toEqual(await answer('/v1/popups', headers));
    expect(data.popupViewRecorded).toBe(false);
    for (const row of Object.keys(LATEST_ROW_QUERIES) as LatestRow[]) {
      const query = new URLSearchParams(
        Object.entries(LATEST_ROW_QUERIES[row]).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const page = await answer(`/v1/modules?${query}`, headers);
      expect((data.latest[row] as { results: unknown }).results, row).toEqual(page.results);
    }
  });

  it("leaves out the popup the member's popup-closed cookie hides, and says when its view is recorded", async () => {
    const popup = await createPopup(ctx.database.db);
    const member = await createViewer(ctx, { job: 'PTA' });
    const staff = await createViewer(ctx, { job: null, isStaff: true });
    const shown = await homeDataOf(member);
    expect(shown.popup).toMatchObject({ popup: { uuid: popup.uuid } });
    expect(shown.popupViewRecorded).toBe(true);
    // A popup closed earlier hides no newer one.
    expect((await homeDataOf(member, crypto.randomUUID())).popupViewRecorded).toBe(true);
    // Another member's cookie in this browser hides nothing from this one (issue 36).
    expect((await homeDataOf(member, `${staff.user.id}.${popup.uuid}.1`)).popupViewRecorded).toBe(true);
    const closed = await homeDataOf(member, `${member.user.id}.${popup.uuid}.1`);
    expect(closed.popup).toEqual({ popup: null });
    expect(closed.popupViewRecorded).toBe(false);
    // Put on record: hidden from the member without the cookie, on any device (issue 36).
    expect((await homeDataOf(member)).popup).toEqual({ popup: null });
    const forStaff = await homeDataOf(staff);
    expect(forStaff.popup).toMatchObject({ popup: { uuid: popup.uuid } });
    expect(forStaff.popupViewRecorded).toBe(false);
  });
});
