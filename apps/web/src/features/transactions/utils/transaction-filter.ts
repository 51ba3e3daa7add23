import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import type { Transaction } from '@apopunkt/domain/schemas/ledger';

export const PERIODS = {
  all: { label: 'Gesamter Zeitraum', days: null },
  '30': { label: 'Letzte 30 Tage', days: 30 },
  '90': { label: 'Letzte 90 Tage', days: 90 },
  '365': { label: 'Letzte 12 Monate', days: 365 },
} as const;
export type Period = keyof typeof PERIODS;

export interface TransactionFilter {
  type: TransactionType | 'all';
  period: Period;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows of the chosen type inside the chosen period; rows without a date only without a period. */
export function filterTransactions(rows: Transaction[], filter: TransactionFilter, now: Date): Transaction[] {
  const days = PERIODS[filter.period].days;
  const from = days === null ? null : now.getTime() - days * DAY_MS;
  return rows.filter((row) => {
    if (filter.type !== 'all' && row.transactionType !== filter.type) return false;
    if (from === null) return true;
    return row.valueDate !== null && new Date(row.valueDate).getTime() >= from;
  });
}
