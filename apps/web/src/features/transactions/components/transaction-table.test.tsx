import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { TransactionTable } from './transaction-table';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const booking = {
  uuid: 'b1',
  value: 25,
  valueDate: '2026-11-20T09:30:00Z',
  transactionType: 'GAMEREWARD',
  module: null,
  canceledAt: null,
  cancelable: false,
  comments: null,
  isIncome: true,
} as const;

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/\u00AD/g, ''));

function showOn(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: phone, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  );
  render(<TransactionTable rows={[booking]} count={1} busy={false} />, { wrapper: WithProviders });
  return screen.getByRole('table');
}

describe('the points history table', () => {
  it('has a date column on a wide screen', () => {
    const table = showOn(false);
    expect(headers(table)).toEqual(['Datum', 'Buchung', 'Prämienpunkte']);
  });

  it('puts the date above the booking on a phone (no column, no sideways scrolling)', () => {
    const table = showOn(true);
    expect(headers(table)).toEqual(['Buchung', 'Prämienpunkte']);
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(2);
    expect(cells[0]?.textContent).toMatch(/^20\.11\.2026, \d{2}:30/);
  });
});
