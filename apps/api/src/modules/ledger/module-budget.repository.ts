import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleFlowTotals as flowTotals } from '../../db/schema/ledger';

const DEPOSIT_TYPES = ['DEPOSIT', 'SCHEDDEP'] as const;
const REWARD_TYPES = ['GAMEREWARD', 'REWREPEAT'] as const;

/**
 * Deposits received and rewards paid by one module account, each net of cancellations (a
 * reversal has the same type and runs the other way), from the account's running totals: a
 * handful of rows however long the module's history is.
 */
export async function moduleFlowTotals(db: Executor, accountId: number) {
  const rows = await db
    .select({ type: flowTotals.type, debited: flowTotals.debited, credited: flowTotals.credited })
    .from(flowTotals)
    .where(and(eq(flowTotals.accountId, accountId), inArray(flowTotals.type, [...DEPOSIT_TYPES, ...REWARD_TYPES])));
  const net = (types: readonly string[], sign: 1 | -1) =>
    rows.filter((r) => types.includes(r.type)).reduce((sum, r) => sum + sign * (r.credited - r.debited), 0);
  return { deposited: net(DEPOSIT_TYPES, 1), rewardsGiven: net(REWARD_TYPES, -1) };
}
