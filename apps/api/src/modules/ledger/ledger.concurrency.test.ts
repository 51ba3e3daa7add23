import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import { AppError } from '@apopunkt/domain/errors';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleRewards } from '../../db/schema/learning';
import { accounts, transfers } from '../../db/schema/ledger';
import { inTransaction } from '../../db/transaction';
import { createUser } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent, wrongAnswers } from '../../ops/seed/learning-factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { type Player, recordPass, rewardCompletion, startAttempt, submitAttempt } from '../attempts';
import { cancelTransfer } from './cancellation.service';
import { depositToModule, runDueDeposits, scheduleDeposit } from './deposits.service';
import { systemAccountId, transfer, userAccountId } from './ledger.service';
import { auditLedger } from './ledger-audit.service';

/**
 * Races against a real PostgreSQL server (READ COMMITTED, the production pool size): the ledger
 * must stay exact however requests interleave (DESIGN §5, §8). Skipped without TEST_DATABASE_URL.
 */
describe.runIf(!!process.env.TEST_DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  const answers = { answers: correctAnswers(quizContent()) };
  const countRows = async (moduleId: number, type: TransactionType) => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(transfers)
      .where(and(eq(transfers.moduleId, moduleId), eq(transfers.type, type)));
    return row?.n ?? 0;
  };
  async function players(n: number, isPremium = true): Promise<Player[]> {
    const list: Player[] = [];
    for (let i = 0; i < n; i++) {
      const row = await createUser(ctx.database.db, { isPremium });
      list.push({
        id: row.id,
        isStaff: false,
        job: 'PTA',
        employeeVerified: false,
        jobConfirmationPending: false,
        isPremium,
      });
    }
    return list;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('200 premium users pass a module with budget for 50 rewards: exactly 50 paid, 150 REWOVRDRWN', async () => {
    const module = await createModule(ctx.database.db, { type: 2, budget: 50 * 4 });
    const users = await players(200);
    const attempts = await Promise.all(users.map((u) => startAttempt(ctx.app.deps, u, module.slug)));
    const results = await Promise.all(
      users.map((u, i) => submitAttempt(ctx.app.deps, u, attempts[i]?.id ?? '', answers)),
    );

    expect(results.filter((r) => r.transactionType === 'GAMEREWARD')).toHaveLength(50);
    expect(results.filter((r) => r.transactionType === 'REWOVRDRWN')).toHaveLength(150);
    expect(results.every((r) => r.knowledgePoints === 10)).toBe(true);
    expect(await countRows(module.id, 'GAMEREWARD')).toBe(50);
    expect(await countRows(module.id, 'REWOVRDRWN')).toBe(150);
    const [account] = await ctx.database.db.select().from(accounts).where(eq(accounts.moduleId, module.id));
    expect(account?.balance).toBe(0);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });

  it('the same attempt submitted 20 times at once is rewarded once and answers one result', async () => {
    const module = await createModule(ctx.database.db, { type: 2, budget: 400 });
    const [user] = await players(1);
    if (!user) throw new Error('no user');
    const attempt = await startAttempt(ctx.app.deps, user, module.slug);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => submitAttempt(ctx.app.deps, user, attempt.id, answers)),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]).toMatchObject({ transactionType: 'GAMEREWARD', premiumPoints: 4, knowledgePoints: 10 });
    expect(await countRows(module.id, 'GAMEREWARD')).toBe(1);
  });

  it('racing reward claims for one user, module and period pay exactly once (last line of defence)', async () => {
    const module = await createModule(ctx.database.db, { type: 10 });
    const [user] = await players(1);
    if (!user) throw new Error('no user');
    await recordPass(ctx.database.db, { userId: user.id, moduleId: module.id, at: new Date() });
    // Every request believes it is creditable (stale completion state); only the unique claim decides.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(ctx.database.db, (tx) =>
          rewardCompletion(tx, {
            user,
            module: { id: module.id, type: 10, premiumValue: null, repeatPeriodDays: null },
            completion: { rewardCount: 0, lastRewardedAt: null },
            attemptId: null,
            now: new Date(),
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.transactionType === 'GAMEREWARD')).toHaveLength(1);
    expect(outcomes.reduce((sum, o) => sum + o.premiumPoints, 0)).toBe(6);
    const [claims] = await ctx.database.db
      .select({ n: count() })
      .from(moduleRewards)
      .where(eq(moduleRewards.moduleId, module.id));
    expect(claims?.n).toBe(1);
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true });
  });

  it('a randomised mixed run of 2,000 operations leaves no audit violation', async () => {
    let seed = Number(process.env.LEDGER_RACE_SEED ?? 20250601);
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
    const db = ctx.database.db;
    const deps = ctx.app.deps;
    const users = [...(await players(30)), ...(await players(10, false))];
    const mods = [
      await createModule(db, { type: 2, budget: 40 }),
      await createModule(db, { type: 3, budget: 12 }),
      await createModule(db, { type: 7, budget: 20 }),
      await createModule(db, { type: 8, budget: 5 }),
      await createModule(db, { type: 9, premiumValue: 3, budget: 30 }),
      await createModule(db, { type: 0 }),
      await createModule(db, { type: 10 }),
      await createModule(db, { type: 1, premiumValue: 2 }),
      await createModule(db, { type: 2, repeatPeriodDays: 1, budget: 100 }),
    ];
    const attemptIds: { user: Player; id: string }[] = [];
    const transferIds: string[] = [];
    const expected = new Set(['PRECONDITION_FAILED', 'CONFLICT', 'NOT_FOUND', 'ATTEMPT_COOLDOWN']);
    const unexpected: unknown[] = [];
    const counts: Record<string, number> = {};

    const operations: (() => Promise<unknown>)[] = [
      async () => {
        const user = pick(users);
        const attempt = await startAttempt(deps, user, pick(mods).slug);
        attemptIds.push({ user, id: attempt.id });
        return submitAttempt(
          deps,
          user,
          attempt.id,
          random() < 0.85 ? answers : { answers: wrongAnswers(quizContent()) },
        );
      },
      async () => {
        const known = attemptIds.length ? pick(attemptIds) : null;
        if (known) await submitAttempt(deps, known.user, known.id, answers);
      },
      async () => {
        const module = pick(mods);
        const row = await depositToModule(db, {
          module: { id: module.id, type: module.type as 2 },
          value: 1 + Math.floor(random() * 12),
          valueDate: new Date(),
        });
        transferIds.push(row.uuid);
      },
      async () => {
        const user = pick(users);
        const value = 1 + Math.floor(random() * 8);
        const row = await inTransaction(db, async (tx) =>
          transfer(tx, {
            debitAccountId: await userAccountId(tx, user.id),
            creditAccountId: await systemAccountId(tx, 'shop'),
            value,
            type: 'PURCHASE',
            valueDate: new Date(),
          }),
        );
        transferIds.push(row.uuid);
      },
      async () => {
        if (transferIds.length) await cancelTransfer(db, { uuid: pick(transferIds), at: new Date() });
      },
      async () => {
        const module = pick(mods);
        await scheduleDeposit(db, { moduleId: module.id, value: 5, dueAt: new Date(Date.now() - 1000) });
        await runDueDeposits(db, new Date());
      },
    ];
    const weights = [50, 10, 10, 15, 10, 5];
    const choose = () => {
      let roll = random() * 100;
      for (let i = 0; i < weights.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return i;
      }
      return 0;
    };

    const TOTAL = 2000;
    let started = 0;
    const worker = async () => {
      while (started < TOTAL) {
        started += 1;
        const kind = choose();
        try {
          await operations[kind]?.();
          counts[kind] = (counts[kind] ?? 0) + 1;
        } catch (err) {
          if (err instanceof AppError && expected.has(err.code))
            counts[`refused-${kind}`] = (counts[`refused-${kind}`] ?? 0) + 1;
          else unexpected.push(err);
        }
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));

    expect(unexpected).toEqual([]);
    expect(started).toBeGreaterThanOrEqual(TOTAL);
    const audit = await auditLedger(db);
    expect(audit.violations).toEqual([]);
    expect(audit).toMatchObject({ ok: true, sumOfBalances: 0 });
    expect(audit.transfers).toBeGreaterThan(500);
  }, 180_000);
});
