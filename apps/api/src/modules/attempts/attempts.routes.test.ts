import type { SubmittedAnswer } from '@apopunkt/domain/rules/grading';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../../db/schema/ledger';
import { modules } from '../../db/schema/modules';
import { fixedClock } from '../../lib/clock';
import { correctAnswers, createModule, quizContent, wrongAnswers } from '../../ops/seed/learning-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createViewer, createViewers, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { depositToModule, scheduleDeposit } from '../ledger';

const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(new Date());
let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;
const quiz = quizContent();

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  viewers = await createViewers(ctx);
});
afterAll(() => ctx.close());

async function start(viewer: TestViewer, slug: string) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1/modules/${slug}/attempts`, headers: viewer.headers });
}
async function submit(viewer: TestViewer, attemptId: string, answers: SubmittedAnswer[] | unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attemptId}/submission`,
    headers: viewer.headers,
    payload: { answers },
  });
}
/** Starts a fresh attempt and submits the answers; answers the submission's body. */
async function play(viewer: TestViewer, slug: string, answers: SubmittedAnswer[] = correctAnswers(quiz)) {
  const attempt = await start(viewer, slug);
  expect(attempt.statusCode).toBe(200);
  const res = await submit(viewer, attempt.json().id, answers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function premiumPtA() {
  return createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
}
async function rewardRows(moduleId: number) {
  return ctx.database.db.select().from(transfers).where(eq(transfers.moduleId, moduleId));
}

describe('POST /api/v1/modules/{slug}/attempts', () => {
  it('starts an attempt with the content but never the solutions, and resumes it', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const first = await start(viewers.pta, module.slug);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.module).toMatchObject({ slug: module.slug, questionCount: 2 });
    expect(body.content.questions).toEqual([
      {
        id: 'q1',
        text: quiz.questions[0]?.text,
        kind: 'single',
        options: expect.arrayContaining([
          { id: 'q1a', text: 'Einen' },
          { id: 'q1b', text: 'Sieben' },
        ]),
      },
      expect.objectContaining({ id: 'q2', kind: 'multiple' }),
    ]);
    expect(body.content.questions[0].options).toHaveLength(2);
    expect(body.content.pages).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/"correct"|explanation/);
    const again = await start(viewers.pta, module.slug);
    expect(again.json()).toMatchObject({ id: body.id, startedAt: body.startedAt });
    expect(again.json().content).toEqual(body.content);
  });

  it('answers 404 for invisible modules, 409 without quiz and 401 without sign-in', async () => {
    const hidden = await createModule(ctx.database.db, { isVisible: false });
    expect((await start(viewers.pta, hidden.slug)).statusCode).toBe(404);
    const empty = await createModule(ctx.database.db, { content: null });
    const res = await start(viewers.pta, empty.slug);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Für dieses Modul gibt es noch kein Quiz.');
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/v1/modules/${hidden.slug}/attempts` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/v1/attempts/{id}/submission grading', () => {
  it('grades on the server and reveals solutions with explanations afterwards', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const result = await play(user, module.slug);
    expect(result).toEqual({
      passed: true,
      correct: 2,
      total: 2,
      knowledgePoints: 10,
      premiumPoints: 4,
      transactionType: 'GAMEREWARD',
      premiumReason: 'GAMEREWARD',
      challengeBonus: 0,
      results: [
        { questionId: 'q1', correct: true, correctOptionIds: ['q1b'], explanation: quiz.questions[0]?.explanation },
        {
          questionId: 'q2',
          correct: true,
          correctOptionIds: ['q2a', 'q2b'],
          explanation: quiz.questions[1]?.explanation,
        },
      ],
      retryAt: null,
    });
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 10, premiumScore: 4 });
    const tile = await ctx.app.inject({ method: 'GET', url: `/api/v1/modules/${module.slug}`, headers: user.headers });
    expect(tile.json()).toMatchObject({ completed: true, creditable: false });
  });

  it('fails below the pass mark without points and lets the next attempt earn them', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const half = [{ questionId: 'q1', optionIds: ['q1b'] }];
    expect(await play(user, module.slug, half)).toMatchObject({
      passed: false,
      correct: 1,
      total: 2,
      knowledgePoints: 0,
      premiumPoints: 0,
      transactionType: null,
    });
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 0, premiumScore: 0 });
    clock.advance(10 * 60 * 1000);
    expect(await play(user, module.slug)).toMatchObject({ passed: true, knowledgePoints: 10, premiumPoints: 4 });
  });

  it('tops the budget up with a deposit that fell due before it pays the submission', async () => {
    const module = await createModule(ctx.database.db, { budget: 4 });
    expect(await play(await premiumPtA(), module.slug)).toMatchObject({ transactionType: 'GAMEREWARD' });
    const user = await premiumPtA();
    const attempt = (await start(user, module.slug)).json();
    await scheduleDeposit(ctx.database.db, { moduleId: module.id, value: 40, dueAt: clock.now() });
    clock.advance(60 * 1000);
    const res = await submit(user, attempt.id, correctAnswers(quiz));
    expect(res.json()).toMatchObject({ transactionType: 'GAMEREWARD', premiumPoints: 4 });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/modules/${module.slug}`,
      headers: user.headers,
    });
    expect(detail.json()).toMatchObject({ completed: true });
    expect((await rewardRows(module.id)).map((row) => row.type).sort()).toEqual([
      'DEPOSIT',
      'GAMEREWARD',
      'GAMEREWARD',
      'SCHEDDEP',
    ]);
  });

  it('returns the first result for the same attempt again and credits nothing more', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const attempt = (await start(user, module.slug)).json();
    const first = (await submit(user, attempt.id, correctAnswers(quiz))).json();
    const second = await submit(user, attempt.id, wrongAnswers(quiz));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 10, premiumScore: 4 });
    expect(await rewardRows(module.id)).toHaveLength(2);
  });

  it('adds knowledge points on the first pass only and pays a module once by default', async () => {
    const module = await createModule(ctx.database.db, { budget: 40, knowledgeValue: 7 });
    const user = await premiumPtA();
    expect(await play(user, module.slug)).toMatchObject({ knowledgePoints: 7, premiumPoints: 4 });
    expect(await play(user, module.slug)).toMatchObject({
      passed: true,
      knowledgePoints: 0,
      premiumPoints: 0,
      transactionType: null,
    });
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 7, premiumScore: 4 });
  });

  it('gives non-premium users knowledge points but no premium points', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
    expect(await play(user, module.slug)).toMatchObject({
      knowledgePoints: 10,
      premiumPoints: 0,
      transactionType: null,
    });
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 10, premiumScore: 0 });
    expect(await rewardRows(module.id)).toHaveLength(1);
  });

  it('answers 404 to a submission whose module was hidden after the start, and books nothing', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const attempt = (await start(user, module.slug)).json();
    await ctx.database.db.update(modules).set({ isVisible: false }).where(eq(modules.id, module.id));
    expect((await submit(user, attempt.id, correctAnswers(quiz))).statusCode).toBe(404);
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 0, premiumScore: 0 });
    expect(await rewardRows(module.id)).toHaveLength(1);
  });

  it('refuses other users attempts, bad ids and malformed answers', async () => {
    const module = await createModule(ctx.database.db);
    const attempt = (await start(viewers.pta, module.slug)).json();
    expect((await submit(viewers.pka, attempt.id, correctAnswers(quiz))).statusCode).toBe(404);
    expect((await submit(viewers.pta, 'kein-versuch', [])).statusCode).toBe(400);
    expect((await submit(viewers.pta, crypto.randomUUID(), [])).statusCode).toBe(404);
    const twice = [
      { questionId: 'q1', optionIds: ['q1b'] },
      { questionId: 'q1', optionIds: ['q1a'] },
    ];
    const dup = await submit(viewers.pta, attempt.id, twice);
    expect(dup.statusCode).toBe(400);
    expect((await submit(viewers.pta, attempt.id, 'alles richtig')).statusCode).toBe(400);
    expect((await submit(viewers.pta, attempt.id, [{ questionId: 'q1', optionIds: 'q1b' }])).statusCode).toBe(400);
  });
});

describe('reward outcomes per module type (DESIGN §5)', () => {
  it('pays the cost per contact of each budgeted type from the module budget', async () => {
    for (const [type, cost] of [
      [2, 4],
      [3, 4],
      [7, 2],
      [8, 1],
      [9, 2],
    ] as const) {
      const module = await createModule(ctx.database.db, { type, budget: 100 });
      const result = await play(await premiumPtA(), module.slug);
      expect(result, `type ${type}`).toMatchObject({ premiumPoints: cost, transactionType: 'GAMEREWARD' });
    }
  });

  it('pays a module-specific premiumValue instead of the default', async () => {
    const module = await createModule(ctx.database.db, { type: 2, premiumValue: 10, budget: 100 });
    expect(await play(await premiumPtA(), module.slug)).toMatchObject({ premiumPoints: 10 });
  });

  it('pays unlimited types 1 and 10 without a budget; their accounts go negative', async () => {
    const special = await createModule(ctx.database.db, { type: 10 });
    expect(await play(await premiumPtA(), special.slug)).toMatchObject({
      premiumPoints: 6,
      transactionType: 'GAMEREWARD',
    });
    const advanced = await createModule(ctx.database.db, { type: 1, premiumValue: 5 });
    expect(await play(await premiumPtA(), advanced.slug)).toMatchObject({ premiumPoints: 5 });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/modules?type=1,10',
      headers: viewers.pta.headers,
    });
    expect(list.json().results.every((r: { isExhausted: boolean }) => !r.isExhausted)).toBe(true);
  });

  it('notes REWNOPTS (value 0) once per period for modules without premium points', async () => {
    const basic = await createModule(ctx.database.db, { type: 0 });
    const user = await premiumPtA();
    expect(await play(user, basic.slug)).toMatchObject({
      premiumPoints: 0,
      transactionType: 'REWNOPTS',
      knowledgePoints: 10,
    });
    expect(await play(user, basic.slug)).toMatchObject({
      premiumPoints: 0,
      transactionType: 'REWNOPTS',
      knowledgePoints: 0,
    });
    const rows = await rewardRows(basic.id);
    expect(rows.map((r) => [r.type, r.value])).toEqual([['REWNOPTS', 0]]);
    const budgeted = await createModule(ctx.database.db, { type: 8, premiumValue: 0, budget: 10 });
    expect(await play(user, budgeted.slug)).toMatchObject({ transactionType: 'REWNOPTS' });
  });

  it('notes REWOVRDRWN when the budget cannot pay, marks the module exhausted, pays after a new deposit', async () => {
    const module = await createModule(ctx.database.db, { type: 7, budget: 3 });
    const first = await premiumPtA();
    const second = await premiumPtA();
    expect(await play(first, module.slug)).toMatchObject({ premiumPoints: 2, transactionType: 'GAMEREWARD' });
    // One reason for the 0 points: the budget, not "no points" (issue 36).
    expect(await play(second, module.slug)).toMatchObject({
      premiumPoints: 0,
      transactionType: 'REWOVRDRWN',
      premiumReason: 'REWOVRDRWN',
    });
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/modules/${module.slug}`,
      headers: second.headers,
    });
    expect(detail.json()).toMatchObject({ isExhausted: true, creditable: true, completed: true });
    await depositToModule(ctx.database.db, { module: { id: module.id, type: 7 }, value: 10, valueDate: clock.now() });
    expect(await play(second, module.slug)).toMatchObject({ premiumPoints: 2, transactionType: 'GAMEREWARD' });
    const types = (await rewardRows(module.id)).map((r) => r.type).sort();
    expect(types).toEqual(['DEPOSIT', 'DEPOSIT', 'GAMEREWARD', 'GAMEREWARD', 'REWOVRDRWN']);
  });

  it('pays REWREPEAT once the repeat period has passed', async () => {
    const module = await createModule(ctx.database.db, { type: 2, budget: 100, repeatPeriodDays: 30 });
    const user = await premiumPtA();
    expect(await play(user, module.slug)).toMatchObject({ transactionType: 'GAMEREWARD', premiumPoints: 4 });
    clock.advance(29 * DAY);
    user.headers = await authHeaders(ctx, user.user);
    expect(await play(user, module.slug)).toMatchObject({ transactionType: null, premiumPoints: 0 });
    clock.advance(2 * DAY);
    user.headers = await authHeaders(ctx, user.user);
    expect(await play(user, module.slug)).toMatchObject({ transactionType: 'REWREPEAT', premiumPoints: 4 });
    expect(await scoresOf(ctx.database.db, user.user.id)).toEqual({ knowledgeScore: 10, premiumScore: 8 });
    const paid = await ctx.database.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.moduleId, module.id), eq(transfers.type, 'REWREPEAT')));
    expect(paid).toHaveLength(1);
  });

  it('leaves a consistent ledger behind', async () => {
    const headers = await authHeaders(ctx, viewers.staff.user);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/ledger/audit', headers });
    expect(res.json()).toMatchObject({ ok: true, sumOfBalances: 0, violations: [] });
  });
});

describe('failing reveals nothing (issue 8 §3)', () => {
  const MINUTE = 60 * 1000;

  it('answers which questions were wrong with their explanations, but not the right options', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const result = await play(user, module.slug, [{ questionId: 'q1', optionIds: ['q1a'] }]);
    expect(result).toEqual({
      passed: false,
      correct: 0,
      total: 2,
      knowledgePoints: 0,
      premiumPoints: 0,
      transactionType: null,
      premiumReason: null,
      challengeBonus: 0,
      results: [
        { questionId: 'q1', correct: false, explanation: quiz.questions[0]?.explanation },
        { questionId: 'q2', correct: false, explanation: quiz.questions[1]?.explanation },
      ],
      retryAt: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    expect(JSON.stringify(result)).not.toContain('correctOptionIds');
  });

  it('makes the next attempt wait 10 minutes, then 1 hour, then 24 hours; a pass ends the series', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const waits = [10 * MINUTE, 60 * MINUTE, 24 * 60 * MINUTE, 24 * 60 * MINUTE];
    // The clock jumps past the access token's lifetime: sign in again after each jump.
    const later = async (ms: number) => {
      clock.advance(ms);
      user.headers = await authHeaders(ctx, user.user);
    };
    for (const wait of waits) {
      expect((await play(user, module.slug, wrongAnswers(quiz))).passed).toBe(false);
      const refused = await start(user, module.slug);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: 'ATTEMPT_COOLDOWN',
        details: { retryAfterSeconds: wait / 1000 },
      });
      expect(refused.json().error.message).toMatch(/^Du hast dieses Modul zuletzt nicht bestanden\./);
      await later(wait - 1000);
      expect((await start(user, module.slug)).statusCode).toBe(429);
      await later(1000);
    }
    expect((await play(user, module.slug)).passed).toBe(true);
    expect((await play(user, module.slug, wrongAnswers(quiz))).retryAt).toBe(
      new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    );
  });

  it('shuffles the options per attempt: stable when resumed, another order in other attempts', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const user = await premiumPtA();
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const attempt = (await start(user, module.slug)).json();
      const order = JSON.stringify(attempt.content.questions.map((q: { options: { id: string }[] }) => q.options));
      expect(
        JSON.stringify(
          (await start(user, module.slug)).json().content.questions.map((q: { options: unknown }) => q.options),
        ),
      ).toBe(order);
      orders.add(order);
      expect((await submit(user, attempt.id, correctAnswers(quiz))).json().passed).toBe(true);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
