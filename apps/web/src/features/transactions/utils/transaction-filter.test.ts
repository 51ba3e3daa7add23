import type { Transaction } from '@apopunkt/domain/schemas/ledger';
import { describe, expect, it } from 'vitest';
import { filterTransactions } from './transaction-filter';

const row = (uuid: string, type: Transaction['transactionType'], valueDate: string | null): Transaction => ({
  uuid,
  value: 10,
  valueDate,
  transactionType: type,
  module: null,
  canceledAt: null,
  cancelable: false,
  comments: null,
  isIncome: true,
});

const now = new Date('2026-11-21T12:00:00Z');
const rows = [
  row('a', 'GAMEREWARD', '2026-11-20T10:00:00Z'),
  row('b', 'PURCHASE', '2026-10-01T10:00:00Z'),
  row('c', 'GAMEREWARD', '2025-01-01T10:00:00Z'),
  row('d', 'SCHEDDEP', null),
];

describe('filterTransactions', () => {
  it('keeps everything without filters', () => {
    expect(filterTransactions(rows, { type: 'all', period: 'all' }, now)).toHaveLength(4);
  });
  it('filters by type', () => {
    expect(filterTransactions(rows, { type: 'GAMEREWARD', period: 'all' }, now).map((r) => r.uuid)).toEqual(['a', 'c']);
  });
  it('filters by period and drops undated rows', () => {
    expect(filterTransactions(rows, { type: 'all', period: '90' }, now).map((r) => r.uuid)).toEqual(['a', 'b']);
    expect(filterTransactions(rows, { type: 'GAMEREWARD', period: '30' }, now).map((r) => r.uuid)).toEqual(['a']);
  });
});
