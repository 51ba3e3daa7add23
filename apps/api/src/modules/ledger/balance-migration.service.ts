import type { Tx } from '../../db/client';
import { lockAccounts } from './accounts.repository';
import { type TransferRow, tryTransfer, userAccountId } from './ledger.service';

/**
 * Moves a user's whole premium-points balance to another user as one MIGTOUSER transfer (used
 * when staff merge duplicate accounts). Both accounts are locked first, so the balance moved is
 * the balance at this moment and a concurrent reward or purchase either lands before (and moves
 * along) or waits until the merge has committed. Answers null when there is nothing to move.
 */
export async function migrateUserBalance(
  tx: Tx,
  request: { fromUserId: number; toUserId: number; valueDate: Date; comments: string; createdById: number },
): Promise<TransferRow | null> {
  const from = await userAccountId(tx, request.fromUserId);
  const to = await userAccountId(tx, request.toUserId);
  const locked = await lockAccounts(tx, [from, to]);
  const balance = locked.find((a) => a.id === from)?.balance ?? 0;
  if (balance <= 0) return null;
  const outcome = await tryTransfer(tx, {
    debitAccountId: from,
    creditAccountId: to,
    value: balance,
    type: 'MIGTOUSER',
    valueDate: request.valueDate,
    comments: request.comments,
    createdById: request.createdById,
  });
  if (outcome.status !== 'created') throw new Error(`balance migration did not move: ${outcome.status}`);
  return outcome.transfer;
}
