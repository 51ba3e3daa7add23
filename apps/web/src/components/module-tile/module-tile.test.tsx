import { MESSAGES } from '@apopunkt/domain/messages';
import type { ModuleForUser } from '@apopunkt/domain/schemas/learning-modules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../test/with-providers';
import { ModuleTile } from './module-tile';
import { hiddenReason } from './staff-markers';

const base: ModuleForUser = {
  uuid: 'u1',
  slug: 'husten-to-go',
  name: 'Husten To Go',
  shortDescription: 'Trockener oder produktiver Husten?',
  type: 7,
  isVisible: true,
  isNew: false,
  completed: false,
  creditable: true,
  isExhausted: false,
  visibleFrom: '2026-01-01T00:00:00.000Z',
  visibleTo: null,
  knowledgeValue: 5,
  longName: 'To Go: Husten',
  product: { slug: 'halsruhe', isActive: true, isRxProduct: false },
  thumbnail: null,
  premium: true,
  premiumValue: 2,
};

function renderTile(module: Partial<ModuleForUser>) {
  render(
    <WithProviders>
      <ModuleTile module={{ ...base, ...module }} />
    </WithProviders>,
  );
}

describe('ModuleTile', () => {
  afterEach(cleanup);

  it('names who of the pharmacy recommended the module, also to the link (issue 37 §4)', () => {
    render(
      <WithProviders>
        <ModuleTile module={base} recommendedBy="Ingrid Inhoffen" />
      </WithProviders>,
    );
    expect(screen.getByText('Empfohlen von Ingrid Inhoffen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Husten To Go' }).getAttribute('aria-describedby')).toContain(
      'recommended',
    );
  });

  it('links to the player and names type, points, Neu and completion', () => {
    renderTile({ isNew: true, completed: true });
    const link = screen.getByRole('link', { name: 'Husten To Go' });
    expect(link.getAttribute('href')).toBe('/play/husten-to-go');
    expect(screen.getByText('TG')).toBeTruthy();
    expect(screen.getByText(`${MESSAGES.tooltipKnowledge}:`, { exact: false })).toBeTruthy();
    expect(screen.getByText(`${MESSAGES.tooltipPremium}:`, { exact: false })).toBeTruthy();
    expect(screen.getByText('Neu')).toBeTruthy();
    expect(screen.getByText('Abgeschlossen')).toBeTruthy();
  });

  it("keeps the short code 'aS' of SPECIAL modules out of the label's capitals (spec §3)", () => {
    renderTile({ type: 10 });
    const code = screen.getByText('aS');
    expect(code.getAttribute('title')).toBe('SPECIAL');
    expect(code.style.textTransform).toBe('none');
  });

  it('replaces the premium points of an exhausted module by the manufacturer note', () => {
    renderTile({ isExhausted: true });
    expect(screen.getByText(MESSAGES.exhaustedModule)).toBeTruthy();
    expect(screen.queryByText(`${MESSAGES.tooltipPremium}:`, { exact: false })).toBeNull();
  });

  it('shows no premium points for modules that pay none', () => {
    renderTile({ type: 0, premium: false, premiumValue: 0 });
    expect(screen.queryByText(`${MESSAGES.tooltipPremium}:`, { exact: false })).toBeNull();
  });
});

describe('hiddenReason', () => {
  const product = { slug: 'p', isActive: false, isRxProduct: false };
  it('names an invisible module, an inactive loft, or both', () => {
    expect(hiddenReason({ isVisible: true, product: null })).toBeNull();
    expect(hiddenReason({ isVisible: false, product: null })).toBe('Dieses Modul ist unsichtbar.');
    expect(hiddenReason({ isVisible: true, product })).toBe('Das Loft zu diesem Modul ist inaktiv.');
    expect(hiddenReason({ isVisible: false, product })).toBe('Dieses Modul ist unsichtbar und sein Loft ist inaktiv.');
  });
});
