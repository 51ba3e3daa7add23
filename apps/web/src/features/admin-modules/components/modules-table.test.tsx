import type { AdminModuleRow } from '@apopunkt/domain/schemas/admin-modules';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { ModulesTable } from './modules-table';

afterEach(cleanup);

const row = (overrides: Partial<AdminModuleRow>): AdminModuleRow => ({
  uuid: '00000000-0000-4000-8000-000000000001',
  slug: 'verkauf',
  name: 'Verkauf im HV',
  type: 3,
  isVisible: true,
  visibleFrom: '2026-01-01T00:00:00.000Z',
  visibleTo: null,
  product: null,
  manufacturer: null,
  premiumValue: 4,
  balance: 400,
  isExhausted: false,
  remainingContacts: 100,
  completions: 3,
  contentVersion: 1,
  updatedAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

/** The cells of the table row that names `name`. */
function cellsOf(name: string) {
  const tr = screen.getByRole('link', { name }).closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return within(tr).getAllByRole('cell');
}

// Mantine's first render is slow on a busy machine.
describe('the staff module list', { timeout: 30_000 }, () => {
  it('shows the type code whole, with the type name beside it', () => {
    render(<ModulesTable modules={[row({})]} />, { wrapper: WithProviders });
    const [type] = cellsOf('Verkauf im HV');
    expect(type?.textContent).toBe('VMVerkaufsmodul');
  });

  it('says that a special module has no budget and its negative figure is a running total', () => {
    render(
      <ModulesTable
        modules={[
          row({ name: 'Vitamine', type: 10, balance: -6, remainingContacts: null }),
          row({ name: 'Budgetiert' }),
        ]}
      />,
      { wrapper: WithProviders },
    );
    const special = cellsOf('Vitamine');
    expect(special[4]?.textContent).toBe('ohne Budgetlaufende Summe -6');
    expect(special[5]?.textContent).toBe('unbegrenzt');
    expect(cellsOf('Budgetiert')[4]?.textContent).toBe('400');
  });
});
