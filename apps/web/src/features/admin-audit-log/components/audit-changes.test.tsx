import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { AuditChanges } from './audit-changes';

afterEach(cleanup);

// Mantine's first render is slow on a busy machine.
describe('an audit entry', { timeout: 30_000 }, () => {
  it('shows a readable change per field with German names instead of JSON', () => {
    render(
      <AuditChanges
        before={{ name: 'Sonnenschutz', isVisible: false, contentUrl: null, updatedAt: '2026-11-01T08:00:00.000Z' }}
        after={{
          name: 'Sonnenschutz',
          isVisible: true,
          contentUrl: 'https://inhalt.example.de/x',
          updatedAt: '2026-11-02T08:00:00.000Z',
        }}
      />,
      { wrapper: WithProviders },
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sichtbar: nein → ja',
      'Externer Inhalt: – → https://inhalt.example.de/x',
    ]);
    expect(screen.getByRole('list').textContent).not.toMatch(/[{}"]|contentUrl|isVisible/);
  });

  it('shows what a creation set and what a removal took away', () => {
    render(<AuditChanges before={null} after={{ status: 'approved', note: 'Gern' }} />, { wrapper: WithProviders });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Status: genehmigt', 'Notiz: Gern']);
    cleanup();
    render(<AuditChanges before={{ chamber: 'Nordrhein' }} after={null} />, { wrapper: WithProviders });
    expect(screen.getByRole('listitem').textContent).toBe('Kammer: Nordrhein (entfernt)');
  });
});
