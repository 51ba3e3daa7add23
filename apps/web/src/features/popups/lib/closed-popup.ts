import { POPUP_CLOSED_COOKIE, POPUP_CLOSED_COOKIE_MAX_AGE } from '@apopunkt/domain/constants/popup-cookie';
import { closedPopupCookie, type PopupVersion } from '@apopunkt/domain/rules/popups';
import { useSyncExternalStore } from 'react';

// The popup the member closed in this browser, kept in a cookie (domain constants/popup-cookie.ts:
// member, popup and version) so that it hides at once and the server drawing their Home knows it
// too; the server also keeps it for the member (api/close-popup.ts), for every other device.

const listeners = new Set<() => void>();

/** Where the app kept the hide state before the cookie: `{uuid, hide}` as JSON. */
const STORED_HIDE_STATE_KEY = 'apopunkt.popup';

/** The popup-closed cookie of this browser (rules/popups.ts reads it), or null. */
export function readClosedPopup(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === POPUP_CLOSED_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

function writeClosedPopup(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not in every browser we support
  document.cookie = `${POPUP_CLOSED_COOKIE}=${encodeURIComponent(value)}; Max-Age=${POPUP_CLOSED_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Hides `popup` from member `memberId` in this browser, for the app and for the server's drawing of Home. */
export function closePopup(memberId: number, popup: PopupVersion): void {
  writeClosedPopup(closedPopupCookie(memberId, popup));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The popup-closed cookie of this browser, read while rendering (a plain page's app shows no
 * closed popup, not even for a moment). Taking over a page the server drew, React first renders
 * with none, as the server did (it draws only a popup the cookie does not hide), and then with
 * the cookie: the page hydrates without a mismatch even when the cookie changed since.
 */
export function useClosedPopup(): string | null {
  return useSyncExternalStore(subscribe, readClosedPopup, () => null);
}

/**
 * Once per browser: the hide state the app kept in localStorage before becomes the cookie, so a
 * popup closed back then stays closed (public/start-app.js does the same before a drawn page's
 * first paint; this covers the plain page).
 */
export function moveStoredPopupHideState(): void {
  try {
    const stored = localStorage.getItem(STORED_HIDE_STATE_KEY);
    if (stored === null) return;
    localStorage.removeItem(STORED_HIDE_STATE_KEY);
    const state = JSON.parse(stored) as { uuid?: unknown; hide?: unknown } | null;
    const uuid = state?.uuid;
    if (typeof uuid === 'string' && uuid && state?.hide === true && readClosedPopup() === null) writeClosedPopup(uuid);
  } catch {
    // no storage (private mode) or garbage in it: nothing to move
  }
}
