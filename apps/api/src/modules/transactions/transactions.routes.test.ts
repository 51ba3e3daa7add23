import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createManufacturer } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { startAttempt, submitAttempt } from '../attempts';
import { cancelTransfer } from '../ledger';

const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
let ctx: TestContext;
let user: TestViewer;

async function pass(slug: string) {
  const attempt = await startAttempt(ctx.app.deps, user.user, slug);
  clock.advance(60_000);
  return submitAttempt(ctx.app.deps, user.user, attempt.id, { answers: correctAnswers(quizContent()) });
}
async function history(query = '') {
  const headers = await authHeaders(ctx, user.user);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/me/transactions${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  user = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
});
afterAll(() => ctx.close());

describe('GET /api/v1/me/transactions', () => {
  it('is empty for a user without ledger entries', async () => {
    const fresh = await createViewer(ctx, { job: 'PKA' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers: fresh.headers });
    expect(res.json()).toEqual({
      creditsReceived: 0,
      creditsSaldo: 0,
      balance: 0,
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('lists rewards and notes newest first with module, partner and direction', async () => {
    const db = ctx.database.db;
    const maker = await createManufacturer(db, { name: 'Sonnenhof Pharma' });
    const paid = await createModule(db, {
      name: 'Sonnenschutz',
      type: 2,
      budget: 40,
      manufacturerId: maker.id,
      visibleFrom: new Date('2025-01-01'),
    });
    const broke = await createModule(db, {
      name: 'Leeres Budget',
      type: 7,
      manufacturerId: maker.id,
      visibleFrom: new Date('2025-01-01'),
    });
    const basic = await createModule(db, { name: 'Basiswissen', type: 0, visibleFrom: new Date('2025-01-01') });
    await pass(paid.slug);
    clock.advance(3_600_000);
    await pass(broke.slug);
    clock.advance(3_600_000);
    await pass(basic.slug);

    const body = await history();
    expect(body).toMatchObject({ creditsReceived: 4, creditsSaldo: 4, balance: 4, count: 3 });
    expect(body.results.map((r: { transactionType: string }) => r.transactionType)).toEqual([
      'REWNOPTS',
      'REWOVRDRWN',
      'GAMEREWARD',
    ]);
    expect(body.results[2]).toMatchObject({
      value: 4,
      isIncome: true,
      cancelable: true,
      canceledAt: null,
      comments: null,
      module: { slug: paid.slug, name: 'Sonnenschutz', type: 2 },
      partner: { name: 'Sonnenhof Pharma', type: 'manufacturer', shortDescription: 'Sonnenschutz' },
    });
    expect(body.results[2].valueDate).toBe('2025-03-01T09:01:00.000Z');
    expect(body.results[0]).toMatchObject({
      value: 0,
      cancelable: false,
      partner: { name: 'ApoPunkt', type: 'system' },
    });
  });

  it('paginates and shows a cancellation as the reverse row', async () => {
    const body = await history('?limit=1');
    const reward = (await history()).results.find(
      (r: { transactionType: string }) => r.transactionType === 'GAMEREWARD',
    );
    expect(body.results).toHaveLength(1);
    expect(body.next).toBe('/api/v1/me/transactions?limit=1&offset=1');
    clock.advance(3_600_000);
    await cancelTransfer(ctx.database.db, { uuid: reward.uuid, at: clock.now(), comments: 'Doppelt gutgeschrieben' });
    const after = await history();
    expect(after).toMatchObject({ creditsReceived: 4, creditsSaldo: 0, balance: 0, count: 4 });
    expect(after.results[0]).toMatchObject({
      transactionType: 'GAMEREWARD',
      value: 4,
      isIncome: false,
      cancelable: false,
      comments: 'Doppelt gutgeschrieben',
    });
    const original = after.results.find((r: { uuid: string }) => r.uuid === reward.uuid);
    expect(original).toMatchObject({ cancelable: false, canceledAt: clock.now().toISOString() });
    const headers = await authHeaders(ctx, user.user);
    const tooMany = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions?limit=501', headers });
    expect(tooMany.statusCode).toBe(400);
  });
});
