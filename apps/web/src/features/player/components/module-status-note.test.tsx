import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { ModuleStatusNote } from './module-status-note';

afterEach(cleanup);
// A dashboard is a large tree for jsdom: its first render took over 5 s on a loaded two-core machine.

/** Only the fields the note reads: a paid product module, not exhausted. */
const paid = { isExhausted: false, type: 2, premiumValue: 4, completed: false, creditable: true } as ModuleDetail;
const OFFER = 'Jetzt kostenlos Premium werden';

describe('ModuleStatusNote (issue 36 §9)', { timeout: 20_000 }, () => {
  it('offers premium to a member who is not premium', () => {
    render(<ModuleStatusNote module={paid} viewer={{ job: 'PTA', isPremium: false }} />, { wrapper: WithProviders });
    expect(screen.getByRole('link', { name: OFFER })).toBeTruthy();
  });

  it('offers nothing to a manager or field service, whose job never qualifies', () => {
    for (const job of ['CUS', 'CFR']) {
      render(<ModuleStatusNote module={paid} viewer={{ job, isPremium: false }} />, { wrapper: WithProviders });
      expect(screen.queryByRole('link', { name: OFFER })).toBeNull();
      expect(screen.queryByText(/Premium/)).toBeNull();
      cleanup();
    }
  });

  it('does not speak of premium points a manager never got on a completed module', () => {
    const done = { ...paid, completed: true, creditable: false } as ModuleDetail;
    render(<ModuleStatusNote module={done} viewer={{ job: 'CUS', isPremium: false }} />, { wrapper: WithProviders });
    expect(screen.getByText('Du hast dieses Modul bereits abgeschlossen.')).toBeTruthy();
    expect(screen.queryByText(/Prämienpunkte/)).toBeNull();
  });
});
