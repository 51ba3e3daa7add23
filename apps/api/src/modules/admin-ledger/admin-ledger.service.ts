import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { DepositBody, TransferView } from '@apopunkt/domain/schemas/ledger';
import type { ResolvedDeps } from '../../deps';
import { requireModuleRef } from '../learning-modules/modules.service';
import { cancelTransfer } from '../ledger/cancellation.service';
import { depositToModule, scheduleDeposit } from '../ledger/deposits.service';
import type { TransferRow } from '../ledger/ledger.service';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

export function toTransferView(row: TransferRow): TransferView {
  return {
    uuid: row.uuid,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    value: row.value,
    type: row.type as TransactionType,
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
  if (valueDate.getTime() > now.getTime()) {
    const row = await scheduleDeposit(deps.db, {
      moduleId: module.id,
      value: body.value,
      dueAt: valueDate,
      comments: body.comments ?? null,
      createdById: staff.id,
    });
    return { transfer: null, scheduled: { id: row.id, value: row.value, dueAt: row.dueAt.toISOString() } };
  }
  const row = await depositToModule(deps.db, {
    module: { id: module.id, type: module.type as ModuleType },
    value: body.value,
    valueDate,
    comments: body.comments ?? null,
    createdById: staff.id,
  });
  return { transfer: toTransferView(row), scheduled: null };
}

/** Staff cancel a transfer: its reverse is written and the original marked cancelled. */
export async function cancelTransferAsStaff(
  deps: Deps,
  staff: { id: number },
  uuid: string,
  comments: string | undefined,
): Promise<TransferView> {
  const reverse = await cancelTransfer(deps.db, { uuid, at: deps.clock.now(), comments, createdById: staff.id });
  return toTransferView(reverse);
}
