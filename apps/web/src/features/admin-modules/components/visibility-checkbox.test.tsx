import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../test/with-providers';
import { VisibilityCheckbox } from './visibility-checkbox';

afterEach(cleanup);

const box = () => screen.getByRole('checkbox', { name: 'Sichtbar' }) as HTMLInputElement;
/** The text the box is described by (what a screen reader reads after its name). */
const description = () =>
  (box().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

// Mantine's first render is slow on a busy machine.
describe('the editor\'s "Sichtbar"', { timeout: 30_000 }, () => {
  it('stays off and says what is missing while the module cannot be played', () => {
    render(<VisibilityCheckbox missing={['quiz']} checked={false} onChange={() => undefined} />, {
      wrapper: WithProviders,
    });
    expect(box().disabled).toBe(true);
    expect(description()).toBe(
      'Das Modul kann erst sichtbar geschaltet werden, wenn es spielbar ist. Es fehlt: ein Quiz mit mindestens einer Frage.',
    );
  });

  it('is off for a module not yet created, which has neither pages nor quiz', () => {
    render(<VisibilityCheckbox missing={null} checked={false} onChange={() => undefined} />, {
      wrapper: WithProviders,
    });
    expect(box().disabled).toBe(true);
    expect(description()).toMatch(/Es fehlt: mindestens eine Inhaltsseite oder ein externer Inhalt und ein Quiz/);
  });

  it('can be ticked for a playable module and unticked for a shown one', () => {
    const { rerender } = render(<VisibilityCheckbox missing={[]} checked={false} onChange={() => undefined} />, {
      wrapper: WithProviders,
    });
    expect(box().disabled).toBe(false);
    rerender(<VisibilityCheckbox missing={['pages']} checked onChange={() => undefined} />);
    expect(box().disabled).toBe(false);
  });
});
