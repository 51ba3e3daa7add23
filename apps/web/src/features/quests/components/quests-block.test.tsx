import type { Quest } from '@apopunkt/domain/schemas/quests';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { QuestsBlock } from './quests-block';

const quest = (isCompleted: boolean): Quest => ({
  id: 1,
  module: { slug: 'challenge', name: 'Challenge-Modul' },
  coverImage: null,
  coverImageMobile: null,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  bonus: 25,
  isCompleted,
});

function show(isCompleted: boolean) {
  render(
    <WithProviders>
      <QuestsBlock quests={[quest(isCompleted)]} />
    </WithProviders>,
  );
}

afterEach(cleanup);

describe('QuestsBlock (Home)', () => {
  it('asks to finish the module while the challenge is open', () => {
    show(false);
    expect(screen.getByText('+25 Prämienpunkte')).toBeTruthy();
    expect(screen.getByText(/Schließe das Modul bis zum Ende der Challenge ab/)).toBeTruthy();
  });

  it('a completed challenge says its bonus was paid, not to finish the module (issue 36)', () => {
    show(true);
    expect(screen.getByText('Abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Du hast die Challenge geschafft und 25 Bonus-Prämienpunkte erhalten.')).toBeTruthy();
    expect(screen.queryByText(/Schließe das Modul/)).toBeNull();
  });
});
