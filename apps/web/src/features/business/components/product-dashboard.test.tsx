import type { BusinessProductPage } from '@apopunkt/domain/schemas/business';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { businessProductQuery } from '../api/get-business-product';
import { ProductDashboard } from './product-dashboard';

afterEach(cleanup);
// A dashboard is a large tree for jsdom: its first render took over 5 s on a loaded two-core machine.

const product: BusinessProductPage = {
  id: 1,
  name: 'SolSana Sonnenfluid',
  slug: 'solsana',
  isActive: true,
  thumbnail: null,
  isRxProduct: false,
  banner: null,
  manufacturerModules: [
    {
      module: { uuid: 'u1', slug: 'solsana-produktwissen', name: 'SolSana Produktwissen', type: 2 },
      isExhausted: false,
      premiumValue: 4,
      balance: 368,
      total: 400,
      rewardsGiven: 32,
      remainingContacts: 92,
      contactsReached: 8,
      nextScheduledDeposit: null,
      manufacturer: 'SolSana',
      product: 'SolSana Sonnenfluid',
      forecast: { contactsPerDay: 0.3, daysLeft: 322, runsOutOn: '2027-10-20', isLow: false },
    },
    {
      module: { uuid: 'u2', slug: 'solsana-kurz', name: 'SolSana kurz erklärt', type: 7 },
      isExhausted: false,
      premiumValue: 2,
      balance: 24,
      total: 400,
      rewardsGiven: 376,
      remainingContacts: 12,
      contactsReached: 188,
      nextScheduledDeposit: null,
      manufacturer: 'SolSana',
      product: 'SolSana Sonnenfluid',
      forecast: { contactsPerDay: 1.5, daysLeft: 8, runsOutOn: '2026-12-10', isLow: true },
    },
  ],
  budgetHistory: [
    { date: '2026-10-01', moduleSlug: 'solsana-produktwissen', kind: 'DEPOSIT', value: 400 },
    { date: '2026-10-05', moduleSlug: 'solsana-produktwissen', kind: 'REWARDS', value: 32 },
    { date: '2025-03-01', moduleSlug: 'solsana-kurz', kind: 'MONTHLY_REWARDS', value: 15 },
  ],
};

function withProduct({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(businessProductQuery(product.slug).queryKey, product);
  return <WithProviders client={client}>{children}</WithProviders>;
}

describe('product dashboard (issue 36 §11)', { timeout: 20_000 }, () => {
  it('shows the module table once, with its CSV export', () => {
    render(<ProductDashboard slug={product.slug} />, { wrapper: withProduct });
    expect(screen.getAllByRole('link', { name: 'SolSana Produktwissen' })).toHaveLength(1);
    expect(screen.getAllByRole('columnheader', { name: 'Restbudget' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Module als CSV exportieren' })).toBeTruthy();
  });

  it('names the modules of the budget movements, not their slugs', () => {
    render(<ProductDashboard slug={product.slug} />, { wrapper: withProduct });
    // One cell in the module table, two in the budget movements (and one of the other module's).
    expect(screen.getAllByRole('cell', { name: 'SolSana Produktwissen' })).toHaveLength(3);
    expect(screen.queryByRole('cell', { name: 'solsana-produktwissen' })).toBeNull();
  });

  it("labels a month's rewards (before the last year) as the month's sum, a day's by its day", () => {
    render(<ProductDashboard slug={product.slug} />, { wrapper: withProduct });
    const month = screen.getByRole('row', { name: /März 2025/ });
    expect(month.textContent).toContain('Ausgezahlte Prämien (Monatssumme)');
    const day = screen.getByRole('row', { name: /05\.10\.2026/ });
    expect(day.textContent).toContain('Ausgezahlte Prämien');
    expect(day.textContent).not.toContain('Monatssumme');
  });

  it('shows when each budget runs out and warns about the low one', () => {
    render(<ProductDashboard slug={product.slug} />, { wrapper: withProduct });
    expect(screen.getByText('20.10.2027')).toBeTruthy();
    expect(screen.getByText('in 322 Tagen')).toBeTruthy();
    expect(screen.getByText('10.12.2026')).toBeTruthy();
    expect(screen.getByText('in 8 Tagen')).toBeTruthy();
    expect(screen.getAllByText('Knapp')).toHaveLength(1);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('SolSana kurz erklärt');
    expect(notice.textContent).toContain('reicht bei 1,5 Kontakten pro Tag bis zum 10.12.2026');
    expect(notice.textContent).not.toContain('SolSana Produktwissen');
  });
});
