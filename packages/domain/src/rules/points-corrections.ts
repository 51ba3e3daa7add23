import type { TransactionType } from '../constants/ledger';

/** What one staff correction may move and say (issue 37 §6). */
export const POINTS_CORRECTION_LIMITS = { maxValue: 100_000, reasonMin: 5, reasonMax: 300 } as const;

/**
 * A correction's booking (DESIGN §5: staff corrections are TRANSFER and WITHDRAW against the
 * system account `corrections`): a credit moves |value| from that account to the member, a debit
 * from the member to it.
 */
export function correctionBooking(value: number): { type: TransactionType; credit: boolean; points: number } {
  const credit = value > 0;
  return { type: credit ? 'TRANSFER' : 'WITHDRAW', credit, points: Math.abs(value) };
}

/** The transfer's ledger idempotency key: one booking per staff member and Idempotency-Key. */
export const pointsCorrectionKey = (staffId: number, key: string) => `correction:${staffId}:${key}`;
