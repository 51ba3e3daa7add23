import type { DepositBody, TransferView } from '@apopunkt/domain/schemas/ledger';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { withdrawPurchaseOfTransfer } from '../coupons';
import { requireModuleRef } from '../learning-modules';
import type { TransferRow } from '../ledger';
import { cancelTransfer, depositToModule, scheduleDeposit } from '../ledger';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

export function toTransferView(row: TransferRow): TransferView {
  return {
    uuid: row.uuid,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    value: row.value,
    type: row.type,
    moduleId: row.moduleId,
    valueDate: row.valueDate.toISOString(),
    comments: row.comments,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cancels: row.cancels,
  };
}

/**
 * Staff book contacts a manufacturer bought: a DEPOSIT now, or a scheduled deposit that becomes
 * a SCHEDDEP transfer on its date (DESIGN §5).
 */
export async function bookDeposit(deps: Deps, staff: { id: number }, body: DepositBody) {
  const module = await requireModuleRef(deps.db, body.module);
  const now = deps.clock.now();
  const valueDate = body.valueDate ? new Date(body.valueDate) : now;
  const logged = (tx: Tx, action: string, after: unknown) =>
    recordStaffChange(tx, deps.clock, { actor: staff, action, entityType: 'module', entityId: module.id, after });
  if (valueDate.getTime() > now.getTime()) {
    const row = await inTransaction(deps.db, async (tx) => {
      const scheduled = await scheduleDeposit(tx, {
        moduleId: module.id,
        value: body.value,
        dueAt: valueDate,
        comments: body.comments ?? null,
        createdById: staff.id,
      });
      await logged(tx, 'ledger.schedule-deposit', { scheduledDepositId: scheduled.id, ...body });
      return scheduled;
    });
    return { transfer: null, scheduled: { id: row.id, value: row.value, dueAt: row.dueAt.toISOString() } };
  }
  const row = await inTransaction(deps.db, async (tx) => {
    const deposit = await depositToModule(tx, {
      module: { id: module.id, type: module.type },
      value: body.value,
      valueDate,
      comments: body.comments ?? null,
      createdById: staff.id,
    });
    await logged(tx, 'ledger.deposit', { transferUuid: deposit.uuid, ...body });
    return deposit;
  });
  return { transfer: toTransferView(row), scheduled: null };
}

/**
 * Staff cancel a transfer: its reverse is written and the original marked cancelled. Cancelling
 * a PURCHASE also withdraws the voucher it paid for, in the same transaction (issue 8 §3), so the
 * member gets the points back but no longer holds the code. Audited.
 */
export async function cancelTransferAsStaff(
  deps: Deps,
  staff: { id: number },
  uuid: string,
  comments: string | undefined,
): Promise<TransferView> {
  const at = deps.clock.now();
  const reverse = await inTransaction(deps.db, async (tx) => {
    const written = await cancelTransfer(tx, { uuid, at, comments, createdById: staff.id });
    const voucherWithdrawn = written.type === 'PURCHASE' && (await withdrawPurchaseOfTransfer(tx, uuid, at));
    await recordStaffChange(tx, deps.clock, {
      actor: staff,
      action: 'transfer.cancel',
      entityType: 'transfer',
      entityId: uuid,
      before: { canceledAt: null },
      after: { reverseUuid: written.uuid, comments: comments ?? null, voucherWithdrawn },
    });
    return written;
  });
  return toTransferView(reverse);
}
