import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date());
let ctx: TestContext;
beforeAll(async () => {
  // The real minimum duration (no ATTEMPT_MIN_SECONDS), measured on a clock the test moves.
  ctx = await createTestApp({ clock, env: { ATTEMPT_MIN_SECONDS: undefined as unknown as string } });
});
afterAll(() => ctx.close());

const premium = () => createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
const passed12 = { version: '1.2', lessonStatus: 'passed', scoreRaw: 90 } as const;

async function scormModule(input: { version?: '1.2' | '2004'; minSeconds?: number; passMark?: number } = {}) {
  return createModule(ctx.database.db, {
    budget: 40,
    knowledgeValue: 15,
    minSeconds: input.minSeconds ?? 30,
    content: input.passMark ? quizContent({ passMarkPercent: input.passMark }) : null,
    scormPackage: { url: '/media/scorm/test/index.html', version: input.version ?? '1.2' },
  });
}
async function start(viewer: TestViewer, slug: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/modules/${slug}/attempts`,
    headers: viewer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
function report(viewer: TestViewer, attemptId: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/attempts/${attemptId}/scorm-completion`,
    headers: viewer.headers,
    payload,
  });
}
const later = (seconds: number) => clock.advance(seconds * 1000);

describe('POST /api/v1/attempts/{id}/scorm-completion', () => {
  it('a passed package books the completion like a quiz: knowledge and premium points, once', async () => {
    const module = await scormModule();
    const user = await premium();
    const attempt = await start(user, module.slug);
    expect(attempt.module.scormPackage).toEqual({ url: '/media/scorm/test/index.html', version: '1.2' });
    expect(attempt.content).toEqual({ pages: [], questions: [] });
    later(31);
    const res = await report(user, attempt.id, passed12);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      passed: true,
      correct: 90,
      total: 100,
      knowledgePoints: 15,
      premiumPoints: 4,
      transactionType: 'GAMEREWARD',
      retryAt: null,
    });
    expect(await scoresOf(ctx.database.db, user.user.id)).toMatchObject({ knowledgeScore: 15, premiumScore: 4 });
    const again = await report(user, attempt.id, passed12);
    expect(again.json()).toEqual(res.json());
    expect(await scoresOf(ctx.database.db, user.user.id)).toMatchObject({ knowledgeScore: 15, premiumScore: 4 });
  });

  it('SCORM 2004: completed without success status counts; failed is booked as a failure with a wait', async () => {
    const module = await scormModule({ version: '2004' });
    const user = await premium();
    const first = await start(user, module.slug);
    later(31);
    const failed = await report(user, first.id, {
      version: '2004',
      completionStatus: 'completed',
      successStatus: 'failed',
      scoreScaled: 0.4,
    });
    expect(failed.json()).toMatchObject({ passed: false, correct: 40, knowledgePoints: 0, premiumPoints: 0 });
    expect(failed.json().retryAt).not.toBeNull();
    later(11 * 60);
    const second = await start(user, module.slug);
    expect(second.id).not.toBe(first.id);
    later(31);
    const done = await report(user, second.id, {
      version: '2004',
      completionStatus: 'completed',
      successStatus: 'unknown',
    });
    expect(done.json()).toMatchObject({ passed: true, correct: 1, total: 1, knowledgePoints: 15 });
  });

  it("a score below the module's pass mark fails although the package says passed", async () => {
    const module = await scormModule({ passMark: 80 });
    const user = await premium();
    const attempt = await start(user, module.slug);
    later(31);
    const res = await report(user, attempt.id, { ...passed12, scoreRaw: 75 });
    expect(res.json()).toMatchObject({ passed: false, premiumPoints: 0 });
  });

  it('too fast answers 412 and a status that is not final 409, both leaving the attempt open', async () => {
    const module = await scormModule({ minSeconds: 120 });
    const user = await premium();
    const attempt = await start(user, module.slug);
    later(60);
    const fast = await report(user, attempt.id, passed12);
    expect(fast.statusCode).toBe(412);
    expect(fast.json().error.details).toMatchObject({ minSeconds: 120 });
    later(61);
    const open = await report(user, attempt.id, { version: '1.2', lessonStatus: 'incomplete' });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.details.reason).toBe('SCORM_NOT_FINISHED');
    expect((await report(user, attempt.id, passed12)).json()).toMatchObject({ passed: true });
  });

  it("refuses someone else's attempt (404), the wrong version (400), bad input (400) and quiz modules (409)", async () => {
    const module = await scormModule();
    const owner = await premium();
    const other = await premium();
    const attempt = await start(owner, module.slug);
    later(31);
    expect((await report(other, attempt.id, passed12)).statusCode).toBe(404);
    expect((await report(owner, '00000000-0000-4000-8000-000000000000', passed12)).statusCode).toBe(404);
    const wrong = await report(owner, attempt.id, {
      version: '2004',
      completionStatus: 'completed',
      successStatus: 'passed',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await report(owner, attempt.id, { version: '1.2', lessonStatus: 'bestanden' })).statusCode).toBe(400);
    expect((await report(owner, attempt.id, { ...passed12, scoreRaw: '90' })).statusCode).toBe(400);
    const quizSubmission = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/attempts/${attempt.id}/submission`,
      headers: owner.headers,
      payload: { answers: [] },
    });
    expect(quizSubmission.statusCode).toBe(409);

    const quiz = await createModule(ctx.database.db, { minSeconds: 0 });
    const quizAttempt = await start(owner, quiz.slug);
    expect((await report(owner, quizAttempt.id, passed12)).statusCode).toBe(409);
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/attempts/${quizAttempt.id}/submission`,
      headers: owner.headers,
      payload: { answers: correctAnswers(quizContent()) },
    });
    expect(submitted.json()).toMatchObject({ passed: true });
  });

  it('needs the consent of modules with a data-sharing notice, and a signed-in user', async () => {
    const module = await createModule(ctx.database.db, {
      minSeconds: 0,
      content: null,
      thirdPartyModalData: { title: 'Datenweitergabe', text: 'Wir geben deine Angaben weiter.', partner: 'Sonnenhof' },
      scormPackage: { url: '/media/scorm/test/index.html', version: '1.2' },
    });
    const user = await premium();
    const attempt = await start(user, module.slug);
    const without = await report(user, attempt.id, passed12);
    expect(without.statusCode).toBe(412);
    expect((await report(user, attempt.id, { ...passed12, thirdPartyConsent: true })).json()).toMatchObject({
      passed: true,
    });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/attempts/${attempt.id}/scorm-completion`,
      payload: passed12,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
