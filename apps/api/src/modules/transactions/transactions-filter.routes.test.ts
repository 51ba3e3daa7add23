import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { startAttempt, submitAttempt } from '../attempts';

const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
let user: TestViewer;

async function passAt(date: string, budget: number) {
  clock.set(new Date(date));
  const module = await createModule(ctx.database.db, { type: 2, budget, visibleFrom: new Date('2025-01-01') });
  const attempt = await startAttempt(ctx.app.deps, user.user, module.slug);
  return submitAttempt(ctx.app.deps, user.user, attempt.id, { answers: correctAnswers(quizContent()) });
}
/** A token signed now (the clock moved, so the viewer's first token has expired). */
async function history(query: string) {
  const headers = await authHeaders(ctx, user.user);
  return ctx.app.inject({ method: 'GET', url: `/api/v1/me/transactions${query}`, headers });
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  user = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
  await passAt('2025-03-02T10:00:00Z', 40); // GAMEREWARD
  await passAt('2025-03-10T10:00:00Z', 0); // REWOVRDRWN: budget empty
  await passAt('2025-04-05T10:00:00Z', 40); // GAMEREWARD
});
afterAll(() => ctx.close());

describe('GET /api/v1/me/transactions filters', () => {
  it('narrows the rows and the count to one type; the summary stays the whole account', async () => {
    const all = (await history('')).json();
    const rewards = (await history('?type=GAMEREWARD')).json();
    expect(rewards.count).toBe(2);
    expect(rewards.results.map((r: { transactionType: string }) => r.transactionType)).toEqual([
      'GAMEREWARD',
      'GAMEREWARD',
    ]);
    expect(rewards.balance).toBe(all.balance);
    expect(rewards.creditsReceived).toBe(all.creditsReceived);
  });

  it('narrows to a period of value dates, both days inclusive', async () => {
    const march = (await history('?from=2025-03-01&to=2025-03-10')).json();
    expect(march.count).toBe(2);
    const marchRewards = (await history('?type=GAMEREWARD&from=2025-03-01&to=2025-03-31')).json();
    expect(marchRewards.count).toBe(1);
    expect(marchRewards.results[0].valueDate).toBe('2025-03-02T10:00:00.000Z');
  });

  it('keeps the filter in the pagination links', async () => {
    const first = (await history('?type=GAMEREWARD&limit=1')).json();
    expect(first.next).toBe('/api/v1/me/transactions?type=GAMEREWARD&limit=1&offset=1');
  });

  it('refuses unknown types and malformed dates with 400', async () => {
    expect((await history('?type=FREIBIER')).statusCode).toBe(400);
    expect((await history('?from=01.03.2025')).statusCode).toBe(400);
  });
});
