import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transfers } from '../../db/schema/ledger';

const sumWhen = (condition: ReturnType<typeof sql>) =>
  sql<number>`COALESCE(SUM(${transfers.value}) FILTER (WHERE ${condition}), 0)`.mapWith(Number);

/**
 * Deposits received and rewards paid by one module account, each net of cancellations (a
 * reversal has the same type and runs the other way).
 */
export async function moduleFlowTotals(db: Executor, accountId: number) {
  const isDeposit = inArray(transfers.type, ['DEPOSIT', 'SCHEDDEP']);
  const isReward = inArray(transfers.type, ['GAMEREWARD', 'REWREPEAT']);
  const credited = eq(transfers.creditAccountId, accountId);
  const debited = eq(transfers.debitAccountId, accountId);
  const [row] = await db
    .select({
      depositsIn: sumWhen(sql`${and(isDeposit, credited)}`),
      depositsOut: sumWhen(sql`${and(isDeposit, debited)}`),
      rewardsOut: sumWhen(sql`${and(isReward, debited)}`),
      rewardsIn: sumWhen(sql`${and(isReward, credited)}`),
    })
    .from(transfers)
    .where(sql`${transfers.debitAccountId} = ${accountId} OR ${transfers.creditAccountId} = ${accountId}`);
  return {
    deposited: (row?.depositsIn ?? 0) - (row?.depositsOut ?? 0),
    rewardsGiven: (row?.rewardsOut ?? 0) - (row?.rewardsIn ?? 0),
  };
}
