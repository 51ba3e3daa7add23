import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, putServerHtml, removeServerHtml } from '../../../test/server-drawn';
import { WithProviders } from '../../../test/with-providers';
import { TermsDialog } from './terms-dialog';

const mocks = vi.hoisted(() => ({
  mutate: vi.fn(),
  user: { id: 7, acceptedTosAt: null as string | null },
}));
vi.mock('../../../lib/auth', () => ({ useCurrentUser: () => mocks.user }));
vi.mock('../../../lib/platform-config', () => ({ useProductName: () => 'ApoPunkt' }));
vi.mock('../../../lib/notify', () => ({ notify: { error: vi.fn() } }));
vi.mock('../api/accept-terms', () => ({ useAcceptTerms: () => ({ mutate: mocks.mutate, isPending: false }) }));

const dialog = () => (
  <WithProviders>
    <TermsDialog />
  </WithProviders>
);

afterEach(() => {
  cleanup();
  removeServerHtml();
  mocks.mutate.mockClear();
  vi.restoreAllMocks();
});

describe('TermsDialog (spec §4)', () => {
  it('is drawn on the server in place; a box ticked before the app took over stays ticked and the held form is sent', async () => {
    const html = renderToString(dialog());
    expect(html).toContain('aria-label="Neue Nutzungsbedingungen"');
    expect(html).toContain('name="acceptTerms"');
    const container = putServerHtml(html);
    const box = container.querySelector<HTMLInputElement>('input[name="acceptTerms"]');
    if (!box) throw new Error('no box');
    box.checked = true;
    const { recoverable, consoleError } = await hydrateServerHtml(dialog());
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(box.checked).toBe(true);
    // The replay of a form sent before the app ran (prerender/take-over.tsx).
    await act(async () => box.form?.requestSubmit());
    expect(mocks.mutate).toHaveBeenCalledTimes(1);
  });

  it('asks for the box before it saves', () => {
    render(dialog());
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(mocks.mutate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Neue Nutzungsbedingungen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(mocks.mutate).toHaveBeenCalledTimes(1);
  });
});
