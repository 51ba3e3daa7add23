import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { startAttempt, submitAttempt } from './attempts.service';

const clock = fixedClock(new Date());
let ctx: TestContext;
let viewer: TestViewer;

beforeAll(async () => {
  ctx = await createTestApp({ clock, env: { ATTEMPT_MIN_SECONDS: '30' } });
  viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
});
afterAll(() => ctx.close());

describe('minimum plausible attempt duration (DESIGN §5)', () => {
  it('refuses a submission faster than ATTEMPT_MIN_SECONDS with 412 and accepts it later', async () => {
    const module = await createModule(ctx.database.db, { budget: 40 });
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/modules/${module.slug}/attempts`,
      headers: viewer.headers,
    });
    clock.advance(10_000);
    const submit = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/attempts/${attempt.json().id}/submission`,
        headers: viewer.headers,
        payload: { answers: correctAnswers(quizContent()) },
      });
    const early = await submit();
    expect(early.statusCode).toBe(412);
    expect(early.json().error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      details: { minSeconds: 30, retryAfterSeconds: 20 },
    });
    expect(early.json().error.message).toContain('mindestens 30 Sekunden');
    clock.advance(20_000);
    const late = await submit();
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ passed: true, premiumPoints: 4 });
  });

  it('derives the minimum from the module without the override', async () => {
    const module = await createModule(ctx.database.db, { minSeconds: 90 });
    const deps = { ...ctx.app.deps, config: { ATTEMPT_MIN_SECONDS: undefined } };
    const attempt = await startAttempt(deps, viewer.user, module.slug);
    clock.advance(60_000);
    const answers = { answers: correctAnswers(quizContent()) };
    await expect(submitAttempt(deps, viewer.user, attempt.id, answers)).rejects.toMatchObject({
      status: 412,
      details: { minSeconds: 90, retryAfterSeconds: 30 },
    });
    clock.advance(30_000);
    await expect(submitAttempt(deps, viewer.user, attempt.id, answers)).resolves.toMatchObject({ passed: true });
  });
});
