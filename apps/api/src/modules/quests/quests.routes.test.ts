import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema/ledger';
import { fixedClock } from '../../lib/clock';
import { createQuest } from '../../ops/seed/engagement-factories';
import { createManufacturer } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent, wrongAnswers } from '../../ops/seed/learning-factories';
import { createViewer, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
/** Moved on after a failed attempt: a new attempt waits 10 minutes (rules/attempt-retry). */
const clock = fixedClock(new Date());
let member: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  member = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
});
afterAll(() => ctx.close());

async function submit(viewer: TestViewer, slug: string, right = true) {
  const attempt = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/modules/${slug}/attempts`,
    headers: viewer.headers,
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attempt.json().id}/submission`,
    headers: viewer.headers,
    payload: { answers: (right ? correctAnswers : wrongAnswers)(quizContent()) },
  });
  return res.json();
}

const quests = (viewer: TestViewer | null) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/quests', headers: viewer?.headers ?? {} });
const bquests = () => db().select().from(transfers).where(eq(transfers.type, 'BQUEST'));

describe('GET /api/v1/quests', () => {
  it('guards: guests 401, without can_view_quests 403', async () => {
    expect((await quests(null)).statusCode).toBe(401);
    const blind = await createViewer(ctx, { grants: [{ permission: 'can_view_quests', granted: false }] });
    expect((await quests(blind)).statusCode).toBe(403);
  });

  it('lists running quests, ending first first; a pass inside the period pays BQUEST once', async () => {
    const maker = await createManufacturer(db());
    const module = await createModule(db(), { manufacturerId: maker.id, type: 0, name: 'Challenge-Modul' });
    const later = await createModule(db(), { manufacturerId: maker.id, type: 0 });
    const quest = await createQuest(db(), { moduleId: module.id, bonus: 30, coverImage: '/media/q.png' });
    await createQuest(db(), { moduleId: later.id, endsAt: new Date(Date.now() + 20 * DAY) });
    await createQuest(db(), {
      moduleId: later.id,
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 2 * DAY),
    });
    const list = (await quests(member)).json().results;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      id: quest.id,
      module: { slug: module.slug, name: 'Challenge-Modul' },
      coverImage: '/media/q.png',
      bonus: 30,
      isCompleted: false,
    });

    expect((await submit(member, module.slug, false)).passed).toBe(false);
    expect((await bquests()).length).toBe(0);
    clock.advance(11 * 60 * 1000);
    const before = await scoresOf(db(), member.user.id);
    expect((await submit(member, module.slug)).passed).toBe(true);
    await submit(member, module.slug);
    const paid = (await bquests()).filter((t) => t.comments === `Weekly-Challenge ${quest.id}`);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.value).toBe(30);
    expect((await scoresOf(db(), member.user.id)).premiumScore).toBe(before.premiumScore + 30);
    expect((await quests(member)).json().results[0].isCompleted).toBe(true);
  });

  it('a pass answers what its transaction paid: the module points with their one reason and the challenge bonus (issue 36)', async () => {
    const maker = await createManufacturer(db());
    // A SPECIAL pays its cost per contact (6) once, from an unlimited budget.
    const module = await createModule(db(), { manufacturerId: maker.id, type: 10 });
    expect(await submit(member, module.slug)).toMatchObject({
      passed: true,
      premiumPoints: 6,
      premiumReason: 'GAMEREWARD',
      challengeBonus: 0,
    });
    // The weekly challenge starts after the module was paid: passing it again pays only the bonus.
    await createQuest(db(), { moduleId: module.id, bonus: 25 });
    const before = await scoresOf(db(), member.user.id);
    const again = await submit(member, module.slug);
    expect(again).toMatchObject({
      passed: true,
      premiumPoints: 0,
      transactionType: null,
      premiumReason: 'ALREADY_REWARDED',
      challengeBonus: 25,
    });
    const after = await scoresOf(db(), member.user.id);
    expect(after.premiumScore - before.premiumScore).toBe(25);

    // Not premium: the module pays nothing, and says why once; the bonus is paid all the same.
    const plain = await createViewer(ctx, { job: 'PTA', isPremium: false, employeeVerified: true });
    expect(await submit(plain, module.slug)).toMatchObject({
      premiumPoints: 0,
      premiumReason: 'NOT_PREMIUM',
      challengeBonus: 25,
    });
    // A failure pays nothing and names no reason.
    const other = await createModule(db(), { manufacturerId: maker.id, type: 10 });
    expect(await submit(plain, other.slug, false)).toMatchObject({ premiumReason: null, challengeBonus: 0 });
  });

  it('no bonus without can_complete_quests or outside the period', async () => {
    const maker = await createManufacturer(db());
    const module = await createModule(db(), { manufacturerId: maker.id, type: 0 });
    const quest = await createQuest(db(), { moduleId: module.id, bonus: 40 });
    const ended = await createModule(db(), { manufacturerId: maker.id, type: 0 });
    const old = await createQuest(db(), {
      moduleId: ended.id,
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const barred = await createViewer(ctx, { grants: [{ permission: 'can_complete_quests', granted: false }] });
    expect((await submit(barred, module.slug)).passed).toBe(true);
    expect((await submit(member, ended.slug)).passed).toBe(true);
    const comments = (await bquests()).map((t) => t.comments);
    expect(comments).not.toContain(`Weekly-Challenge ${quest.id}`);
    expect(comments).not.toContain(`Weekly-Challenge ${old.id}`);
  });
});
