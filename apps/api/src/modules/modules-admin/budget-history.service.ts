import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import type { BudgetHistory } from '@apopunkt/domain/schemas/admin-modules';
import type { ResolvedDeps } from '../../deps';
import { listDepositTransfers, listPendingScheduledDeposits } from './budget-history.repository';
import { requireModuleByUuid } from './modules-admin.service';

const HISTORY_LIMIT = 500;

/**
 * `GET /v1/admin/modules/{uuid}/budget-history`: the scheduled deposits still to come, then the
 * booked deposits and their cancellations (newest first). Booking stays with the staff ledger calls
 * (`POST /v1/admin/ledger/deposits`, cancellation); the figures with `GET /v1/admin/ledger/modules/{slug}/budget`.
 */
export async function getBudgetHistory(deps: Pick<ResolvedDeps, 'db'>, uuid: string): Promise<BudgetHistory> {
  const module = await requireModuleByUuid(deps.db, uuid);
  const [pending, booked] = await Promise.all([
    listPendingScheduledDeposits(deps.db, module.id),
    listDepositTransfers(deps.db, module.id, HISTORY_LIMIT),
  ]);
  return {
    results: [
      ...pending.map((row) => ({
        kind: 'scheduled' as const,
        id: String(row.id),
        type: 'SCHEDDEP' as const,
        value: row.value,
        direction: 'in' as const,
        valueDate: row.dueAt.toISOString(),
        comments: row.comments,
        canceledAt: null,
        executed: false,
      })),
      ...booked.map((row) => ({
        kind: 'transfer' as const,
        id: row.uuid,
        type: row.type as TransactionType,
        value: row.value,
        direction: row.creditModuleId === module.id ? ('in' as const) : ('out' as const),
        valueDate: row.valueDate.toISOString(),
        comments: row.comments,
        canceledAt: row.canceledAt?.toISOString() ?? null,
        executed: true,
      })),
    ],
  };
}
