import type { TrainingModules } from '@apopunkt/domain/schemas/business';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { trainingModulesQuery } from '../api/get-training-modules';
import { TrainingModulesView } from './training-modules-view';

afterEach(cleanup);
// A dashboard is a large tree for jsdom: its first render took over 5 s on a loaded two-core machine.

const training: TrainingModules = {
  pharmacies: [{ id: 1, name: 'Apotheke am Markt', zip: '10115', city: 'Berlin', employees: 3 }],
  modules: [
    { slug: 'reise', name: 'Reiseapotheke', completedTotal: 2, perPharmacy: [{ pharmacyId: 1, completed: 2 }] },
    { slug: 'haut', name: 'Hautpflege', completedTotal: 0, perPharmacy: [] },
  ],
  perMonth: [
    { month: '2026-09', completed: 1 },
    { month: '2026-10', completed: 0 },
    { month: '2026-11', completed: 1 },
  ],
};

function withTraining({ children }: { children: ReactNode }) {
  const client = testQueryClient();
  client.setQueryData(trainingModulesQuery.queryKey, training);
  // No server here: the given data stays, no refetch replaces the page with a load error.
  client.setQueryDefaults(trainingModulesQuery.queryKey, { staleTime: Number.POSITIVE_INFINITY });
  return <WithProviders client={client}>{children}</WithProviders>;
}

describe('field-service training modules (issue 36 §11)', { timeout: 20_000 }, () => {
  it('shows its short tables in full, not in scroll boxes', () => {
    const { container } = render(<TrainingModulesView />, { wrapper: withTraining });
    expect(screen.getAllByRole('cell', { name: 'Apotheke am Markt' })).toHaveLength(2);
    expect(container.innerHTML).not.toContain('--table-max-height');
  });

  it('draws three monthly points as bars, not as a smoothed curve', () => {
    const { container } = render(<TrainingModulesView />, { wrapper: withTraining });
    const charts = [...container.querySelectorAll('svg[role="img"]')];
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Abschlüsse je Modul',
      'Abschlüsse pro Monat',
    ]);
    for (const chart of charts) {
      expect(chart.querySelectorAll('rect[data-value]').length).toBeGreaterThan(0);
      expect(chart.querySelector('path')).toBeNull();
    }
  });
});
