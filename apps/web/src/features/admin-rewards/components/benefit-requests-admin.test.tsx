import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { WithProviders } from '../../../test/with-providers';
import { BenefitRequestsAdmin } from './benefit-requests-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const approved = {
  id: 5,
  benefit: { id: 1, title: 'Fachbuch-Paket' },
  status: 'approved',
  message: null,
  note: null,
  createdAt: '2026-11-02T09:00:00.000Z',
  decidedAt: '2026-11-03T09:00:00.000Z',
  updatedAt: '2026-11-03T09:00:00.000Z',
  user: { id: 9, firstName: 'Nele', lastName: 'Nord', email: 'nele@example.de' },
};

// Mantine's first render is slow on a busy machine.
describe('the staff list of benefit requests', { timeout: 30_000 }, () => {
  it("opens on the requests still to work on, the dashboard's queue, approved ones included", async () => {
    const calls = fakeApi(() => json(200, { count: 1, next: null, previous: null, results: [approved] }));
    render(<BenefitRequestsAdmin />, { wrapper: WithProviders });
    expect(await screen.findByRole('cell', { name: 'Fachbuch-Paket' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Genehmigt' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Zu bearbeiten' })).toHaveProperty('checked', true);
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=pending'))).toBe(true));
  });
});
