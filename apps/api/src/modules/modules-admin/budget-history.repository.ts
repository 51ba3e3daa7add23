import { DEPOSIT_TYPES } from '@apopunkt/domain/constants/ledger';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, scheduledDeposits, transfers } from '../../db/schema/ledger';

/** Deposits into a module's account and their cancellations (a reversal runs the other way), newest first. */
export async function listDepositTransfers(db: Executor, moduleId: number, limit: number) {
  return db
    .select({
      uuid: transfers.uuid,
      type: transfers.type,
      value: transfers.value,
      valueDate: transfers.valueDate,
      comments: transfers.comments,
      canceledAt: transfers.canceledAt,
      creditModuleId: accounts.moduleId,
    })
    .from(transfers)
    .leftJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(and(eq(transfers.moduleId, moduleId), inArray(transfers.type, [...DEPOSIT_TYPES])))
    .orderBy(desc(transfers.valueDate), desc(transfers.createdAt))
    .limit(limit);
}

/** Scheduled deposits not yet executed, soonest first. */
export async function listPendingScheduledDeposits(db: Executor, moduleId: number) {
  return db
    .select()
    .from(scheduledDeposits)
    .where(and(eq(scheduledDeposits.moduleId, moduleId), isNull(scheduledDeposits.transferId)))
    .orderBy(scheduledDeposits.dueAt);
}
