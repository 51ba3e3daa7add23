import type { Popup } from '@apopunkt/domain/schemas/popups';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml, putServerHtml, removeServerHtml } from '../../../test/server-drawn';
import { testQueryClient, WithProviders } from '../../../test/with-providers';
import { popupQuery } from '../api/get-popup';
import { moveStoredPopupHideState } from '../lib/closed-popup';
import { noteViewRecordedByServer } from '../lib/view-recorded-by-server';
import { PopupModal } from './popup-modal';

const reportPopup = vi.hoisted(() => vi.fn((_uuid: string, _type: number) => Promise.resolve()));
vi.mock('../api/report-popup', () => ({ POPUP_INTERACTION: { seen: 0, clicked: 1 }, reportPopup }));
const closePopupOnServer = vi.hoisted(() => vi.fn((_popup: { uuid: string; version: number }) => Promise.resolve()));
vi.mock('../api/close-popup', () => ({ closePopupOnServer }));

const POPUP: Popup = {
  uuid: 'popup-1',
  image: '/media/popup.png',
  imageMobile: '/media/popup-tile.png',
  link: '/collect',
  shortDescription: 'Sammle jetzt Punkte!',
  linkAndDescriptionOnDesktop: false,
  version: 1,
};
const MEMBER = { id: 7, isStaff: false, isSuperuser: false };
const STAFF = { id: 8, isStaff: true, isSuperuser: false };

function home(viewer = MEMBER, popup: Popup | null = POPUP) {
  const client = testQueryClient();
  client.setQueryData(popupQuery.queryKey, { popup });
  return (
    <WithProviders client={client}>
      <PopupModal viewer={viewer} />
    </WithProviders>
  );
}

const closedCookie = () => /(?:^|; )apopunkt_popup_closed=([^;]*)/.exec(document.cookie)?.[1] ?? null;

afterEach(() => {
  cleanup();
  removeServerHtml();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie under test
  document.cookie = 'apopunkt_popup_closed=; Max-Age=0; Path=/';
  localStorage.clear();
  noteViewRecordedByServer(null);
  reportPopup.mockClear();
  closePopupOnServer.mockClear();
  vi.restoreAllMocks();
});

describe('PopupModal (spec §4)', () => {
  it('is drawn on the server in place, named, for every screen; the app hydrates it unchanged and does not report the view the server recorded', async () => {
    const html = renderToString(home());
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-label="Neuigkeiten"');
    expect(html).toContain('data-popup="popup-1"');
    expect(html).toContain('Sammle jetzt Punkte!');
    // The phone's picture is the browser's choice, not the script's.
    expect(html).toMatch(/<source media="\(max-width: 48em\)" srcSet="\/media\/popup-tile.png"/i);

    putServerHtml(html);
    noteViewRecordedByServer('popup-1');
    const { recoverable, consoleError } = await hydrateServerHtml(home());
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Neuigkeiten' })).toBeTruthy();
    expect(reportPopup).not.toHaveBeenCalled();
  });

  it('shows itself on a plain page and reports the view; closed, it stays hidden through the cookie', async () => {
    render(home());
    expect(await screen.findByRole('dialog', { name: 'Neuigkeiten' })).toBeTruthy();
    expect(reportPopup.mock.calls).toEqual([['popup-1', 0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // This member, this popup, this version; and the server keeps it for the member (issue 36).
    expect(closedCookie()).toBe('7.popup-1.1');
    expect(closePopupOnServer.mock.calls).toEqual([[POPUP]]);
    cleanup();
    render(home());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reportPopup).toHaveBeenCalledTimes(1);
  });

  it('a click on its link is reported and hides it; staff are not counted', () => {
    render(home(STAFF));
    expect(reportPopup).not.toHaveBeenCalled();
    cleanup();
    render(home());
    fireEvent.click(screen.getByRole('link', { name: 'Mehr erfahren' }));
    expect(reportPopup.mock.calls).toEqual([
      ['popup-1', 0],
      ['popup-1', 1],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closedCookie()).toBe('7.popup-1.1');
    expect(closePopupOnServer).toHaveBeenCalledTimes(1);
  });

  it('shows again once staff changed it (a newer version), and to another member of this browser (issue 36)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets the cookie under test
    document.cookie = 'apopunkt_popup_closed=7.popup-1.1; Path=/';
    render(home(MEMBER, { ...POPUP, version: 2 }));
    expect(screen.getByRole('dialog', { name: 'Neuigkeiten' })).toBeTruthy();
    cleanup();
    render(home(STAFF));
    expect(screen.getByRole('dialog', { name: 'Neuigkeiten' })).toBeTruthy();
  });

  it('a newer popup shows although an older one was closed', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets the cookie under test
    document.cookie = 'apopunkt_popup_closed=popup-0; Path=/';
    render(home());
    expect(screen.getByRole('dialog', { name: 'Neuigkeiten' })).toBeTruthy();
  });

  it('takes a hide state kept in localStorage over into the cookie, once', () => {
    localStorage.setItem('apopunkt.popup', JSON.stringify({ uuid: 'popup-1', hide: true }));
    moveStoredPopupHideState();
    expect(closedCookie()).toBe('popup-1');
    expect(localStorage.getItem('apopunkt.popup')).toBeNull();
    render(home());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves no visible state: the popup shows', () => {
    localStorage.setItem('apopunkt.popup', JSON.stringify({ uuid: 'popup-1', hide: false }));
    moveStoredPopupHideState();
    expect(closedCookie()).toBeNull();
    expect(localStorage.getItem('apopunkt.popup')).toBeNull();
  });
});
