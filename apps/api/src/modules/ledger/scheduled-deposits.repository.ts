import { and, asc, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scheduledDeposits } from '../../db/schema/ledger';
import { modules } from '../../db/schema/modules';

export type ScheduledDepositRow = typeof scheduledDeposits.$inferSelect;

export async function insertScheduledDeposit(
  db: Executor,
  values: typeof scheduledDeposits.$inferInsert,
): Promise<ScheduledDepositRow> {
  const [row] = await db.insert(scheduledDeposits).values(values).returning();
  if (!row) throw new Error('scheduled deposit not created');
  return row;
}

/** Ids of due, not yet executed deposits, oldest first (partial index on due_at). */
export async function findDueScheduledDepositIds(
  db: Executor,
  now: Date,
  moduleId: number | undefined,
  limit: number,
): Promise<number[]> {
  const conditions: SQL[] = [isNull(scheduledDeposits.transferId), lte(scheduledDeposits.dueAt, now)];
  if (moduleId !== undefined) conditions.push(eq(scheduledDeposits.moduleId, moduleId));
  const rows = await db
    .select({ id: scheduledDeposits.id })
    .from(scheduledDeposits)
    .where(and(...conditions))
    .orderBy(asc(scheduledDeposits.dueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Locks one still-pending deposit with its module's type; skips rows another instance is executing. */
export async function lockPendingScheduledDeposit(db: Executor, id: number) {
  const [row] = await db
    .select({ deposit: scheduledDeposits, moduleType: modules.type })
    .from(scheduledDeposits)
    .innerJoin(modules, eq(modules.id, scheduledDeposits.moduleId))
    .where(and(eq(scheduledDeposits.id, id), isNull(scheduledDeposits.transferId)))
    .for('update', { of: scheduledDeposits, skipLocked: true });
  return row ?? null;
}

export async function markScheduledDepositExecuted(db: Executor, id: number, transferId: string): Promise<void> {
  await db.update(scheduledDeposits).set({ transferId }).where(eq(scheduledDeposits.id, id));
}
