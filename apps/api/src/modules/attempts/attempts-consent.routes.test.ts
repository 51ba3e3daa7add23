import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const notice = { title: 'Datenweitergabe', text: 'Wir geben deinen Abschluss weiter.', partner: 'Sonnenhof Pharma' };

describe('modules with a data-sharing notice (thirdPartyModalData)', () => {
  it('count a completion only with the consent and pay it then', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    const module = await createModule(ctx.database.db, { budget: 40, thirdPartyModalData: notice });
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/modules/${module.slug}/attempts`,
      headers: viewer.headers,
    });
    const url = `/api/v1/attempts/${attempt.json().id}/submission`;
    const answers = correctAnswers(quizContent());

    const withoutConsent = await ctx.app.inject({ method: 'POST', url, headers: viewer.headers, payload: { answers } });
    expect(withoutConsent.statusCode).toBe(412);
    expect(withoutConsent.json().error.details).toEqual({ reason: 'THIRD_PARTY_CONSENT_REQUIRED' });

    const declined = await ctx.app.inject({
      method: 'POST',
      url,
      headers: viewer.headers,
      payload: { answers, thirdPartyConsent: false },
    });
    expect(declined.statusCode).toBe(412);

    const agreed = await ctx.app.inject({
      method: 'POST',
      url,
      headers: viewer.headers,
      payload: { answers, thirdPartyConsent: true },
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ passed: true, premiumPoints: 4, transactionType: 'GAMEREWARD' });
  });

  it('leave modules without a notice unaffected', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
    const module = await createModule(ctx.database.db, { budget: 40 });
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/modules/${module.slug}/attempts`,
      headers: viewer.headers,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/attempts/${attempt.json().id}/submission`,
      headers: viewer.headers,
      payload: { answers: correctAnswers(quizContent()) },
    });
    expect(res.statusCode).toBe(200);
  });
});
