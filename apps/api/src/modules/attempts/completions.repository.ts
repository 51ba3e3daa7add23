import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleCompletions, moduleRewards } from '../../db/schema/learning';
import { definePrepared } from '../../db/statements';
import {
  type AccountRow,
  lockedAccountsOfUserAndModule,
  type TransferGate,
  type TransferSideEffect,
  transferGate,
  transferSideEffect,
} from '../ledger';

function passInsert(db: Executor) {
  return db
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
    });
}

const recordPassQuery = definePrepared((db) => passInsert(db).prepare('record_pass'));

/**
 * The pass, then the accounts of its reward (the user's and the module's) locked, in one
 * statement: the completion's row is locked first and the accounts after it, in id order, as when
 * both are separate statements.
 */
const recordPassLockingAccountsQuery = definePrepared((db) => {
  const pass = db.$with('pass').as(passInsert(db));
  const locked = lockedAccountsOfUserAndModule(db).as('locked');
  return db
    .with(pass)
    .select({
      pass: { passes: pass.passes, rewardCount: pass.rewardCount, lastRewardedAt: pass.lastRewardedAt },
      account: {
        id: locked.id,
        kind: locked.kind,
        userId: locked.userId,
        moduleId: locked.moduleId,
        systemName: locked.systemName,
        balance: locked.balance,
        allowNegative: locked.allowNegative,
        createdAt: locked.createdAt,
      },
    })
    .from(pass)
    .leftJoinLateral(locked, sql`true`)
    .prepare('record_pass_locking_accounts');
});

/**
 * Records a pass: inserts the completion or counts one more pass. Racing passes of the same
 * user and module wait for each other on the row, so exactly one of them sees `passes = 1`.
 * With `lockRewardAccounts`, the same statement also locks the user's and the module's accounts
 * (those that exist), for the reward the pass may pay.
 */
export async function recordPass(
  db: Executor,
  pass: { userId: number; moduleId: number; at: Date },
  lockRewardAccounts = false,
) {
  if (!lockRewardAccounts) {
    const [completion] = await recordPassQuery(db).execute(pass);
    if (!completion) throw new Error('completion not recorded');
    return { completion, lockedAccounts: [] as AccountRow[] };
  }
  const rows = await recordPassLockingAccountsQuery(db).execute(pass);
  const completion = rows[0]?.pass;
  if (!completion) throw new Error('completion not recorded');
  return { completion, lockedAccounts: rows.flatMap((row) => (row.account ? [row.account] : [])) };
}

/**
 * The claim of one reward period (unique user, module, period) as the gate of its transfer
 * (tryGatedTransfer): it records the transfer's id, and the transfer is written only when the
 * claim was new. Racing or repeated claims of a period find it taken and pay nothing.
 */
export function rewardClaim(claim: {
  userId: number;
  moduleId: number;
  rewardPeriod: number;
  attemptId: string | null;
  value: number;
  createdAt: Date;
  transferId: string;
}): TransferGate {
  return transferGate(sql`
      INSERT INTO ${moduleRewards} (user_id, module_id, reward_period, attempt_id, value, created_at, transfer_id)
      VALUES (${claim.userId}::int, ${claim.moduleId}::int, ${claim.rewardPeriod}::int, ${claim.attemptId}::uuid,
              ${claim.value}::int, ${claim.createdAt.toISOString()}::timestamptz, ${claim.transferId}::uuid)
      ON CONFLICT DO NOTHING
      RETURNING id`);
}

/**
 * Counts a paid reward on the completion, in the statement of its transfer (a side effect, written
 * only with the transfer): one more reward, last at `at`.
 */
export function rewardSettlement(claim: { userId: number; moduleId: number; at: Date }): TransferSideEffect {
  return transferSideEffect(
    (transfer) => sql`
      UPDATE ${moduleCompletions} SET last_rewarded_at = ${claim.at.toISOString()}::timestamptz, reward_count = reward_count + 1
      WHERE user_id = ${claim.userId}::int AND module_id = ${claim.moduleId}::int AND ${transfer.written}`,
  );
}
