import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { BudgetHistoryTable } from './budget-history-table';

afterEach(cleanup);

// Mantine's first render is slow on a busy machine.
describe("a module's budget history", { timeout: 30_000 }, () => {
  it('names deposits and scheduled deposits in German, never by their ledger codes', () => {
    render(
      <BudgetHistoryTable
        history={[
          {
            kind: 'scheduled',
            id: '7',
            type: 'SCHEDDEP',
            value: 200,
            direction: 'in',
            valueDate: '2026-12-01T09:00:00.000Z',
            comments: null,
            canceledAt: null,
            executed: false,
          },
          {
            kind: 'transfer',
            id: '00000000-0000-4000-8000-000000000002',
            type: 'DEPOSIT',
            value: 400,
            direction: 'in',
            valueDate: '2026-11-01T09:00:00.000Z',
            comments: 'Start',
            canceledAt: null,
            executed: true,
          },
        ]}
      />,
      { wrapper: WithProviders },
    );
    expect(screen.getByRole('cell', { name: 'Einzahlung' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Geplante Einzahlung' })).toBeTruthy();
    expect(screen.queryByText('DEPOSIT')).toBeNull();
    expect(screen.queryByText('SCHEDDEP')).toBeNull();
  });
});
