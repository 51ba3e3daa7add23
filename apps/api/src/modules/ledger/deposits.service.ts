import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { rewardKeys } from '@apopunkt/domain/rules/ledger';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { moduleAccountId, systemAccountId, transfer } from './ledger.service';
import {
  findDueScheduledDepositIds,
  insertScheduledDeposit,
  lockPendingScheduledDeposit,
  markScheduledDepositExecuted,
  type ScheduledDepositRow,
} from './scheduled-deposits.repository';
import type { TransferRow } from './transfers.repository';

export interface DepositInput {
  module: { id: number; type: ModuleType };
  value: number;
  valueDate: Date;
  comments?: string | null;
  createdById?: number | null;
  idempotencyKey?: string | null;
}

/**
 * DEPOSIT: a manufacturer buys contacts, so points move from the system mint to the module's
 * account (DESIGN §5). Completion rewards are paid from that budget.
 */
export async function depositToModule(db: Executor, input: DepositInput): Promise<TransferRow> {
  return inTransaction(db, async (tx) => {
    const mint = await systemAccountId(tx, 'mint');
    const account = await moduleAccountId(tx, input.module);
    return transfer(tx, {
      debitAccountId: mint,
      creditAccountId: account,
      value: input.value,
      type: 'DEPOSIT',
      moduleId: input.module.id,
      valueDate: input.valueDate,
      comments: input.comments ?? null,
      createdById: input.createdById ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
    });
  });
}

/** A deposit bought for a later date; it becomes a SCHEDDEP transfer when due (runDueDeposits). */
export async function scheduleDeposit(
  db: Executor,
  input: { moduleId: number; value: number; dueAt: Date; comments?: string | null; createdById?: number | null },
): Promise<ScheduledDepositRow> {
  return insertScheduledDeposit(db, {
    moduleId: input.moduleId,
    value: input.value,
    dueAt: input.dueAt,
    comments: input.comments ?? null,
    createdById: input.createdById ?? null,
  });
}

/**
 * Executes due scheduled deposits (all, or one module's), each in its own transaction. Runs
 * before a module's completion is graded (so a budget that is due pays at once) and every minute
 * from the scheduler; the row lock with SKIP LOCKED and the idempotency key make concurrent runs
 * on several instances harmless. Answers how many deposits it executed.
 */
export async function runDueDeposits(db: Executor, now: Date, moduleId?: number, batch = 100): Promise<number> {
  const ids = await findDueScheduledDepositIds(db, now, moduleId, batch);
  let executed = 0;
  for (const id of ids) {
    const done = await inTransaction(db, async (tx) => {
      const pending = await lockPendingScheduledDeposit(tx, id);
      if (!pending) return false;
      const { deposit } = pending;
      const mint = await systemAccountId(tx, 'mint');
      const account = await moduleAccountId(tx, { id: deposit.moduleId, type: pending.moduleType });
      const row = await transfer(tx, {
        debitAccountId: mint,
        creditAccountId: account,
        value: deposit.value,
        type: 'SCHEDDEP',
        moduleId: deposit.moduleId,
        valueDate: deposit.dueAt,
        comments: deposit.comments,
        createdById: deposit.createdById,
        idempotencyKey: rewardKeys.scheduledDeposit(deposit.id),
      });
      await markScheduledDepositExecuted(tx, deposit.id, row.uuid);
      return true;
    });
    if (done) executed += 1;
  }
  return executed;
}
