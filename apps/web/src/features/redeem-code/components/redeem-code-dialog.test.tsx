import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redeemDialog } from '../../../lib/overlays';
import { WithProviders } from '../../../test/with-providers';
import { RedeemCodeDialog } from './redeem-code-dialog';

const mocks = vi.hoisted(() => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  loadCurrentUser: vi.fn(() => Promise.resolve()),
  navigate: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: mocks.notify }));
vi.mock('../../../lib/auth', () => ({ loadCurrentUser: mocks.loadCurrentUser }));
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => mocks.navigate,
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number) => json(status, { error: { code: `E${status}`, message: 'x' } });

async function redeem(code: string, answer: () => Promise<Response>) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  render(
    <WithProviders>
      <RedeemCodeDialog />
    </WithProviders>,
  );
  act(() => redeemDialog.open({ code }));
  fireEvent.click(await screen.findByRole('button', { name: 'Einlösen' }));
  return fetchMock;
}

describe('RedeemCodeDialog (spec §5, §8)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    act(() => redeemDialog.close());
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the code trimmed and thanks, refreshing the user', async () => {
    const fetchMock = await redeem('  WILLKOMMEN50 ', () => Promise.resolve(json(200, { value: 50 })));
    await waitFor(() =>
      expect(mocks.notify.success).toHaveBeenCalledWith('Der Aktionscode wurde erfolgreich eingelöst.'),
    );
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ code: 'WILLKOMMEN50' });
    expect(mocks.loadCurrentUser).toHaveBeenCalled();
    expect(redeemDialog.get().opened).toBe(false);
  });

  it('announces the redirect and follows the url after 2000 ms', async () => {
    await redeem('APOTHEKE2026', () => Promise.resolve(json(200, { value: 25, url: '/play/modul' })));
    await waitFor(() =>
      expect(mocks.notify.success).toHaveBeenCalledWith('Eingabe erfolgreich! Du wirst jeden Moment weiter geleitet.'),
    );
    expect(mocks.navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(mocks.navigate).toHaveBeenCalledWith('/play/modul'), { timeout: 3000 });
  });

  it.each([
    [409, 'Der Aktionscode wurde bereits eingelöst.'],
    [412, 'Der Aktionscode ist nicht mehr gültig.'],
    [404, 'Der Aktionscode ist ungültig.'],
    [429, 'Der Aktionscode ist ungültig.'],
  ])('answers HTTP %i with its message', async (status, message) => {
    await redeem('CODE', () => Promise.resolve(failure(status)));
    await waitFor(() => expect(mocks.notify.error).toHaveBeenCalledWith(message));
    expect(redeemDialog.get().opened).toBe(true);
  });

  it('answers a network failure with the generic message', async () => {
    await redeem('CODE', () => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() =>
      expect(mocks.notify.error).toHaveBeenCalledWith('Es ist ein Fehler aufgetreten. Bitte versuche es erneut.'),
    );
  });
});
