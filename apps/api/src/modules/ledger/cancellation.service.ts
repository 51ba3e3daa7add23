import { LEDGER_ERRORS, STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { isCancelableTransfer, rewardKeys } from '@apopunkt/domain/rules/ledger';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { tryTransfer } from './ledger.service';
import { lockTransfer, markTransferCanceled, type TransferRow } from './transfers.repository';

/**
 * Cancels a transfer by writing its reverse (same type and module, `cancels` pointing back) and
 * marking the original; nothing is ever deleted (DESIGN §5). Refused when the transfer is not
 * cancelable or the account that received the points has already spent them.
 */
export async function cancelTransfer(
  db: Executor,
  input: { uuid: string; at: Date; comments?: string | null; createdById?: number | null },
): Promise<TransferRow> {
  return inTransaction(db, async (tx) => {
    const original = await lockTransfer(tx, input.uuid);
    if (!original) throw new AppError('NOT_FOUND', LEDGER_ERRORS.transferNotFound);
    if (!isCancelableTransfer(original)) {
      throw new AppError('CONFLICT', LEDGER_ERRORS.notCancelable);
    }
    const outcome = await tryTransfer(tx, {
      debitAccountId: original.creditAccountId,
      creditAccountId: original.debitAccountId,
      value: original.value,
      type: original.type,
      moduleId: original.moduleId,
      valueDate: input.at,
      comments: input.comments ?? `Storno von ${original.uuid}`,
      cancels: original.uuid,
      idempotencyKey: rewardKeys.cancel(original.uuid),
      createdById: input.createdById ?? null,
    });
    if (outcome.status === 'insufficient') {
      throw new AppError('PRECONDITION_FAILED', STAFF_ACTION_ERRORS.pointsAlreadySpent, { balance: outcome.balance });
    }
    await markTransferCanceled(tx, original.uuid, input.at);
    return outcome.transfer;
  });
}
