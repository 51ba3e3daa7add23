import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../../lib/query-key';
import { runningCompetition } from '../../../test/competition';
import { signInForTest } from '../../../test/signed-in';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { CompetitionDetailView } from './competition-detail';

vi.mock('../../../lib/platform-config', () => ({ useProductName: () => 'ApoPunkt' }));

function show() {
  // A member who may join: the join form (with the box) is only for them (issue 36 §9).
  signInForTest({ job: 'PTA', permissions: ['can_view_competitions', 'can_join_competitions'] });
  const client = testQueryClient();
  client.setQueryData(queryKeyOf(competitionsEndpoints.detail, { params: { id: '7' } }), runningCompetition);
  render(
    <WithProviders client={client}>
      <CompetitionDetailView id="7" />
    </WithProviders>,
  );
}

afterEach(cleanup);

describe('CompetitionDetailView (issue 36)', () => {
  it('lets the member open and read the conditions and the privacy notice before the box to accept them', () => {
    show();
    const box = screen.getByRole('checkbox', { name: /Ich akzeptiere die Teilnahmebedingungen/ });
    for (const [control, text] of [
      ['Teilnahmebedingungen lesen', 'Teilnahme ab 18 Jahren.'],
      ['Datenschutzhinweise lesen', 'Wir nutzen deine Daten nur für die Verlosung.'],
    ] as const) {
      const button = screen.getByRole('button', { name: control });
      expect(button.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(button.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.textContent).toContain(text);
    }
  });

  it('says per module why one passed before the start does not count yet', () => {
    show();
    expect(screen.getByText('Alpha').closest('li')?.textContent).toContain('(abgeschlossen)');
    expect(screen.getByText('Beta').closest('li')?.textContent).toContain(
      '(vor Beginn des Gewinnspiels abgeschlossen – zählt erst, wenn du es im Aktionszeitraum erneut abschließt)',
    );
    expect(screen.getByText('Gamma').closest('li')?.textContent).toContain('(offen)');
  });
});
