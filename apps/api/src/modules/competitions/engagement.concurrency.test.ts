import { AppError } from '@apopunkt/domain/errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionDraws, competitions, participations } from '../../db/schema/engagement';
import { transfers } from '../../db/schema/ledger';
import { inTransaction } from '../../db/transaction';
import { createCompetition, createQuest } from '../../ops/seed/engagement-factories';
import { createManufacturer } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';
import { payQuestBonusIfDue } from '../quests';
import { joinCompetition } from './competitions.service';
import { drawCompetitionWinners } from './competitions-admin.service';

const DAY = 24 * 60 * 60 * 1000;

/** Engagement races against a real PostgreSQL server. Skipped without TEST_DATABASE_URL. */
describe.runIf(!!process.env.TEST_DATABASE_URL)('engagement under concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;

  it('one member joining the same competition 20 times at once: one participation', async () => {
    const c = await createCompetition(db(), { competitionType: 3 });
    const { user } = await createViewer(ctx, { job: 'PTA', employeeVerified: true });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => joinCompetition(ctx.app.deps, user, String(c.id))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const [row] = await db().select({ n: count() }).from(participations).where(eq(participations.competitionId, c.id));
    expect(row?.n).toBe(1);
  });

  it('50 parallel completions of a quest module: one BQUEST, ledger audit clean', async () => {
    const maker = await createManufacturer(db());
    const m = await createModule(db(), { manufacturerId: maker.id, type: 0 });
    const quest = await createQuest(db(), { moduleId: m.id, bonus: 15 });
    const { user } = await createViewer(ctx, { job: 'PTA', isPremium: true });
    const now = new Date();
    const paid = await Promise.all(
      Array.from({ length: 50 }, () => inTransaction(db(), (tx) => payQuestBonusIfDue(tx, { user, module: m, now }))),
    );
    expect(paid.filter((p) => p === 15)).toHaveLength(1);
    const rows = await db()
      .select()
      .from(transfers)
      .where(eq(transfers.comments, `Weekly-Challenge ${quest.id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.type).toBe('BQUEST');
    expect(await auditLedger(db())).toMatchObject({ ok: true, violations: [] });
  });

  it('two staff draws at once: one draw, the other 409', async () => {
    const c = await createCompetition(db(), {
      competitionType: 3,
      startsAt: new Date(Date.now() - 5 * DAY),
      endsAt: new Date(Date.now() + DAY),
    });
    for (let i = 0; i < 5; i++) {
      const { user } = await createViewer(ctx, { job: 'PTA' });
      await joinCompetition(ctx.app.deps, user, String(c.id));
    }
    const { user: staff } = await createViewer(ctx, { job: null, isStaff: true });
    await db()
      .update(competitions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(competitions.id, c.id));
    const results = await Promise.allSettled([
      drawCompetitionWinners(ctx.app.deps, staff, c.id, 2),
      drawCompetitionWinners(ctx.app.deps, staff, c.id, 2),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(AppError);
    expect((refused.reason as AppError).code).toBe('CONFLICT');
    const [row] = await db()
      .select({ n: count() })
      .from(competitionDraws)
      .where(eq(competitionDraws.competitionId, c.id));
    expect(row?.n).toBe(1);
  });
});
