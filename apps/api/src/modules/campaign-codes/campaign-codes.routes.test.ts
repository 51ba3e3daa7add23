import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCodeRedemptions } from '../../db/schema/rewards';
import { createMemoryRateLimiter } from '../../lib/rate-limit';
import { createCampaignCode } from '../../ops/seed/rewards-factories';
import { createViewer, scoresOf } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';
import { redeemCampaignCode } from './campaign-codes.service';
import { CODE_GUESS_LIMITS, REDEEM_IP_LIMIT } from './code-guessing';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let ipCounter = 0;
/** Every test its own address, so the per-IP limits of one test never leak into another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function redeem(code: string, headers?: { authorization: string }, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/campaign-codes/redeem',
    headers,
    payload: { code },
    remoteAddress: ip,
  });
}

describe('POST /api/v1/campaign-codes/redeem', () => {
  it('refuses staff who redeem a code they created (403), unless superuser; other codes work', async () => {
    const author = await createViewer(ctx, { job: 'PTA', isStaff: true });
    const own = await createCampaignCode(ctx.database.db, { createdById: author.user.id, value: 40 });
    const res = await redeem(own.code, author.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message:
        'Du kannst keinen Aktionscode einlösen, den du selbst angelegt hast. Bitte wende dich an eine Superuserin oder einen Superuser.',
    });
    expect((await scoresOf(ctx.database.db, author.user.id)).premiumScore).toBe(0);
    const colleague = await createViewer(ctx, { job: 'PTA', isStaff: true });
    expect((await redeem(own.code, colleague.headers)).statusCode).toBe(200);
    const foreign = await createCampaignCode(ctx.database.db, { createdById: colleague.user.id });
    expect((await redeem(foreign.code, author.headers)).statusCode).toBe(200);
    const boss = await createViewer(ctx, { job: 'PTA', isStaff: true, isSuperuser: true });
    const bossCode = await createCampaignCode(ctx.database.db, { createdById: boss.user.id });
    expect((await redeem(bossCode.code, boss.headers)).statusCode).toBe(200);
  });

  it('answers 401 to guests and 403 without can_join_campaigns', async () => {
    const code = await createCampaignCode(ctx.database.db);
    expect((await redeem(code.code)).statusCode).toBe(401);
    const customer = await createViewer(ctx, { job: 'CUS' });
    const res = await redeem(code.code, customer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Du kannst diesen Inhalt nicht sehen. Bitte wende dich an den Support, wenn du denkst, dass dies ein Fehler ist.',
    );
  });

  it('credits the value by a BCMPINST transfer, trimmed and case-insensitive, also for non-premium users', async () => {
    const code = await createCampaignCode(ctx.database.db, { code: 'Sommer-Aktion', value: 50 });
    const viewer = await createViewer(ctx, { job: 'PKA', isPremium: false });
    const res = await redeem('  sommer-aktion ', viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: 50 });
    expect((await scoresOf(ctx.database.db, viewer.user.id)).premiumScore).toBe(50);
    const history = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers: viewer.headers });
    expect(history.json().results[0]).toMatchObject({ transactionType: 'BCMPINST', value: 50, isIncome: true });
    const [claim] = await ctx.database.db
      .select()
      .from(campaignCodeRedemptions)
      .where(eq(campaignCodeRedemptions.codeId, code.id));
    expect(claim).toMatchObject({ userId: viewer.user.id, value: 50 });
    expect(claim?.transferId).toBeTruthy();
  });

  it('answers the url when the code has one', async () => {
    const code = await createCampaignCode(ctx.database.db, { value: 25, url: '/play/erkaeltung-grundlagen' });
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const res = await redeem(code.code.toLowerCase(), viewer.headers);
    expect(res.json()).toEqual({ value: 25, url: '/play/erkaeltung-grundlagen' });
  });

  it('answers 409 when the same user redeems the code again, and credits nothing more', async () => {
    const code = await createCampaignCode(ctx.database.db, { value: 5 });
    const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true });
    expect((await redeem(code.code, viewer.headers)).statusCode).toBe(200);
    const again = await redeem(code.code, viewer.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALREADY_REDEEMED',
      message: 'Der Aktionscode wurde bereits eingelöst.',
    });
    expect((await scoresOf(ctx.database.db, viewer.user.id)).premiumScore).toBe(5);
  });

  it.each([
    ['expired', { validTo: new Date(Date.now() - DAY_MS) }],
    ['not yet valid', { validFrom: new Date(Date.now() + DAY_MS) }],
    ['deactivated', { isActive: false }],
    ['used up', { maxRedemptions: 1, redemptions: 1 }],
  ])('answers 412 for a code that is %s', async (_label, input) => {
    const code = await createCampaignCode(ctx.database.db, input);
    const viewer = await createViewer(ctx, { job: 'PTA' });
    const res = await redeem(code.code, viewer.headers);
    expect(res.statusCode).toBe(412);
    expect(res.json().error).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Der Aktionscode ist nicht mehr gültig.',
    });
    expect((await scoresOf(ctx.database.db, viewer.user.id)).premiumScore).toBe(0);
  });

  it('answers 404 for unknown and empty codes, 400 for absurd input', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA' });
    for (const code of ['GIBTESNICHT', '   ']) {
      const res = await redeem(code, viewer.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Der Aktionscode ist ungültig.');
    }
    expect((await redeem('X'.repeat(300), viewer.headers)).statusCode).toBe(400);
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaign-codes/redeem',
      headers: viewer.headers,
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('caps guessing per member whatever the address (429), without blocking others or valid codes', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA' });
    for (let i = 0; i < CODE_GUESS_LIMITS.perUser.max; i++) {
      expect((await redeem(`FALSCH${i}`, viewer.headers, freshIp())).statusCode).toBe(404);
    }
    const blocked = await redeem('FALSCH-NOCHMAL', viewer.headers, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(blocked.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().error.details.retryAfterSeconds);
    const other = await createViewer(ctx, { job: 'PTA' });
    const code = await createCampaignCode(ctx.database.db);
    expect((await redeem(code.code, other.headers, freshIp())).statusCode).toBe(200);
  });

  it('limits requests per IP on the route (@fastify/rate-limit)', async () => {
    const viewer = await createViewer(ctx, { job: 'PTA' });
    const code = await createCampaignCode(ctx.database.db);
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i <= REDEEM_IP_LIMIT.max; i++)
      answers.push((await redeem(code.code, viewer.headers, ip)).statusCode);
    expect(answers[0]).toBe(200);
    expect(answers.slice(1, -1).every((s) => s === 409)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('limits misses per IP across accounts', async () => {
    const limiter = createMemoryRateLimiter({ now: () => new Date() });
    const ip = '10.9.9.9';
    const guess = async (userId: number) =>
      redeemCampaignCode(ctx.app.deps, limiter, { id: userId, isSuperuser: false }, { code: 'NIX', ip }).catch(
        (e) => e.code,
      );
    const users = await Promise.all(
      Array.from({ length: Math.ceil(CODE_GUESS_LIMITS.perIp.max / 5) + 1 }, () => createViewer(ctx, { job: 'PTA' })),
    );
    const outcomes: string[] = [];
    for (const u of users) for (let i = 0; i < 5; i++) outcomes.push(await guess(u.user.id));
    expect(outcomes.slice(0, CODE_GUESS_LIMITS.perIp.max).every((o) => o === 'NOT_FOUND')).toBe(true);
    expect(outcomes.slice(CODE_GUESS_LIMITS.perIp.max).every((o) => o === 'RATE_LIMITED')).toBe(true);
  });

  it('leaves the ledger consistent', async () => {
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});
