import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleCompletions, moduleRewards } from '../../db/schema/learning';
import { users } from '../../db/schema/users';

/**
 * Records a pass: inserts the completion or counts one more pass. Racing passes of the same
 * user and module wait for each other on the row, so exactly one of them sees `passes = 1`.
 */
export async function recordPass(db: Executor, userId: number, moduleId: number, at: Date) {
  const [row] = await db
    .insert(moduleCompletions)
    .values({ userId, moduleId, firstPassedAt: at, lastPassedAt: at, passes: 1 })
    .onConflictDoUpdate({
      target: [moduleCompletions.userId, moduleCompletions.moduleId],
      set: { passes: sql`${moduleCompletions.passes} + 1`, lastPassedAt: at },
    })
    .returning({
      passes: moduleCompletions.passes,
      rewardCount: moduleCompletions.rewardCount,
      lastRewardedAt: moduleCompletions.lastRewardedAt,
    });
  if (!row) throw new Error('completion not recorded');
  return row;
}

/** Claims the reward of one period; null when it is taken (unique user, module, period). */
export async function claimReward(
  db: Executor,
  values: {
    userId: number;
    moduleId: number;
    rewardPeriod: number;
    attemptId: string | null;
    value: number;
    createdAt: Date;
  },
): Promise<number | null> {
  const [row] = await db.insert(moduleRewards).values(values).onConflictDoNothing().returning({ id: moduleRewards.id });
  return row?.id ?? null;
}

export async function attachRewardTransfer(db: Executor, rewardId: number, transferId: string): Promise<void> {
  await db.update(moduleRewards).set({ transferId }).where(eq(moduleRewards.id, rewardId));
}

/** Gives a claimed period back when the module could not pay it. */
export async function releaseReward(db: Executor, rewardId: number): Promise<void> {
  await db.delete(moduleRewards).where(eq(moduleRewards.id, rewardId));
}

export async function markRewarded(db: Executor, userId: number, moduleId: number, at: Date): Promise<void> {
  await db
    .update(moduleCompletions)
    .set({ lastRewardedAt: at, rewardCount: sql`${moduleCompletions.rewardCount} + 1` })
    .where(and(eq(moduleCompletions.userId, userId), eq(moduleCompletions.moduleId, moduleId)));
}

export async function addKnowledgePoints(db: Executor, userId: number, points: number): Promise<void> {
  await db
    .update(users)
    .set({ knowledgeScore: sql`${users.knowledgeScore} + ${points}` })
    .where(eq(users.id, userId));
}
