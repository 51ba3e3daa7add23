/**
 * A transfer can be cancelled (by writing its reverse) when it moved points, has not been
 * cancelled yet and is not itself a cancellation: nothing in the ledger is ever deleted, and a
 * reversal of a reversal would only hide history (DESIGN §5).
 */
export function isCancelableTransfer(transfer: {
  value: number;
  canceledAt: Date | string | null;
  cancels: string | null;
}): boolean {
  return transfer.value > 0 && !transfer.canceledAt && !transfer.cancels;
}

/** Idempotency keys of the writes a completion can make; one per user, module and reward period. */
export const rewardKeys = {
  reward: (userId: number, moduleId: number, period: number) => `reward:${userId}:${moduleId}:${period}`,
  overdrawn: (userId: number, moduleId: number, period: number) => `overdrawn:${userId}:${moduleId}:${period}`,
  noPoints: (userId: number, moduleId: number, period: number) => `nopts:${userId}:${moduleId}:${period}`,
  cancel: (transferUuid: string) => `cancel:${transferUuid}`,
  scheduledDeposit: (scheduleId: number) => `scheddep:${scheduleId}`,
};
