import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { QuestCountdown } from './quest-countdown';

const ENDS_AT = '2026-11-28T12:00:00.000Z';
const countdownAt = () => (
  <WithProviders>
    <QuestCountdown endsAt={ENDS_AT} />
  </WithProviders>
);

afterEach(() => vi.useRealTimers());

describe('QuestCountdown', () => {
  it('takes over a page drawn earlier without a hydration error, then shows the time left now', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T11:58:50Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(countdownAt());
    expect(container.textContent).toContain('Noch 1 Minute');

    // The visitor touches the page 40 seconds later: now the time left is counted in seconds.
    vi.setSystemTime(new Date('2026-11-28T11:59:30Z'));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, countdownAt(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(container.textContent).toContain('Noch 29 Sekunden');
  });
});
