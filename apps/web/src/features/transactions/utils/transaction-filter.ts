import type { TransactionType } from '@apopunkt/domain/constants/ledger';

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

/** The API query (type, first value date as yyyy-MM-dd) for a filter; empty without one. */
export function filterQuery(filter: TransactionFilter, now: Date): { type?: TransactionType; from?: string } {
  const days = PERIODS[filter.period].days;
  return {
    ...(filter.type === 'all' ? {} : { type: filter.type }),
    ...(days === null ? {} : { from: new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10) }),
  };
}

export function isFiltered(filter: TransactionFilter): boolean {
  return filter.type !== 'all' || filter.period !== 'all';
}
