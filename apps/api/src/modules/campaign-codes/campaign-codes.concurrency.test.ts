import { AppError } from '@apopunkt/domain/errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCodeRedemptions, campaignCodes } from '../../db/schema/rewards';
import { createMemoryRateLimiter } from '../../lib/rate-limit';
import { createUser } from '../../ops/seed/factories';
import { createCampaignCode } from '../../ops/seed/rewards-factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';
import { redeemCampaignCode } from './campaign-codes.service';

/**
 * Redemption races against a real PostgreSQL server (DESIGN §5, §8): once per user and at most
 * maxRedemptions in total must hold however requests interleave. Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('campaign codes under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  const limiter = createMemoryRateLimiter({ now: () => new Date() });
  const errorCode = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' && r.reason instanceof AppError ? r.reason.code : r.status;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function redemptionRows(codeId: number) {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(campaignCodeRedemptions)
      .where(eq(campaignCodeRedemptions.codeId, codeId));
    return row?.n ?? 0;
  }

  it('one user redeeming the same code 50 times at once: one success, 49 × 409', async () => {
    const code = await createCampaignCode(ctx.database.db, { value: 50 });
    const user = await createUser(ctx.database.db);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        redeemCampaignCode(ctx.app.deps, limiter, user, { code: code.code, ip: `10.2.0.${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'ALREADY_REDEEMED')).toHaveLength(49);
    expect(await redemptionRows(code.id)).toBe(1);
    const [row] = await ctx.database.db.select().from(campaignCodes).where(eq(campaignCodes.id, code.id));
    expect(row?.redemptions).toBe(1);
  });

  it('a code with maxRedemptions 10 raced by 100 users: exactly 10 successes, 90 × 412', async () => {
    const code = await createCampaignCode(ctx.database.db, { value: 7, maxRedemptions: 10 });
    const users = [];
    for (let i = 0; i < 100; i++) users.push(await createUser(ctx.database.db));
    const results = await Promise.allSettled(
      users.map((u) => redeemCampaignCode(ctx.app.deps, limiter, u, { code: code.code, ip: '10.2.1.1' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => errorCode(r) === 'PRECONDITION_FAILED')).toHaveLength(90);
    expect(await redemptionRows(code.id)).toBe(10);
    const [row] = await ctx.database.db.select().from(campaignCodes).where(eq(campaignCodes.id, code.id));
    expect(row?.redemptions).toBe(10);
  });

  it('leaves no ledger violation', async () => {
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});
