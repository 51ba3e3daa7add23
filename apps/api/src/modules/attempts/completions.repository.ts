import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { moduleCompletions, moduleRewards } from '../../db/schema/learning';

const recordPassQuery = preparedPerDatabase((db) =>
  db
    .insert(moduleCompletions)
    .values({
      userId: sql.placeholder('userId'),
      moduleId: sql.placeholder('moduleId'),
      firstPassedAt: sql.placeholder('at'),
      lastPassedAt: sql.placeholder('at'),
      passes: 1,
    })
    .onConflictDoUpdate({
      target: [moduleCompletions.userId, moduleCompletions.moduleId],
      set: { passes: sql`${moduleCompletions.passes} + 1`, lastPassedAt: sql`excluded.last_passed_at` },
    })
    .returning({
      passes: moduleCompletions.passes,
      rewardCount: moduleCompletions.rewardCount,
      lastRewardedAt: moduleCompletions.lastRewardedAt,
    })
    .prepare('record_pass'),
);

/**
 * Records a pass: inserts the completion or counts one more pass. Racing passes of the same
 * user and module wait for each other on the row, so exactly one of them sees `passes = 1`.
 */
export async function recordPass(db: Executor, userId: number, moduleId: number, at: Date) {
  const [row] = await recordPassQuery(db).execute({ userId, moduleId, at });
  if (!row) throw new Error('completion not recorded');
  return row;
}

const claimRewardQuery = preparedPerDatabase((db) =>
  db
    .insert(moduleRewards)
    .values({
      userId: sql.placeholder('userId'),
      moduleId: sql.placeholder('moduleId'),
      rewardPeriod: sql.placeholder('rewardPeriod'),
      attemptId: sql.placeholder('attemptId'),
      value: sql.placeholder('value'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing()
    .returning({ id: moduleRewards.id })
    .prepare('claim_reward'),
);

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
  const [row] = await claimRewardQuery(db).execute(values);
  return row?.id ?? null;
}

/** Gives a claimed period back when the module could not pay it. */
export async function releaseReward(db: Executor, rewardId: number): Promise<void> {
  await db.delete(moduleRewards).where(eq(moduleRewards.id, rewardId));
}

/**
 * Books a paid reward on both sides, in the statement of its transfer (tryTransfer's `alongside`,
 * which names the new transfer `inserted`): the claim gets the transfer, the completion counts one
 * more reward at `at`.
 */
export function rewardSettlement(claim: { rewardId: number; userId: number; moduleId: number; at: Date }): SQL {
  return sql`claimed AS (
      UPDATE ${moduleRewards} SET transfer_id = inserted.uuid FROM inserted WHERE ${moduleRewards.id} = ${claim.rewardId}::int),
    counted AS (
      UPDATE ${moduleCompletions} SET last_rewarded_at = ${claim.at.toISOString()}::timestamptz, reward_count = reward_count + 1
      WHERE user_id = ${claim.userId}::int AND module_id = ${claim.moduleId}::int AND EXISTS (SELECT 1 FROM inserted))`;
}
