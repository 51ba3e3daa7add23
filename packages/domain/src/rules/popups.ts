/** What the browser stores per popup (spec §4): the id it belongs to and whether it is hidden. */
export interface PopupHideState {
  uuid: string;
  hide: boolean;
}

/**
 * The state for the current popup: the stored one when it belongs to this popup, otherwise a
 * fresh visible state (a new popup id starts visible).
 */
export function popupStateFor(stored: unknown, uuid: string): PopupHideState {
  if (stored && typeof stored === 'object' && (stored as PopupHideState).uuid === uuid) {
    return { uuid, hide: (stored as PopupHideState).hide === true };
  }
  return { uuid, hide: false };
}

/**
 * The hide state a popup-closed cookie (constants/popup-cookie.ts) stands for: the popup it names
 * is hidden; no or an empty cookie stands for none.
 */
export function closedPopupState(cookie: string | null | undefined): PopupHideState | null {
  return cookie ? { uuid: cookie, hide: true } : null;
}

/** Whether the popup-closed cookie hides the popup `uuid`. */
export function isPopupClosed(cookie: string | null | undefined, uuid: string): boolean {
  return popupStateFor(closedPopupState(cookie), uuid).hide;
}

/** Staff and superusers see popups but are not counted (spec §4). */
export function isReportedViewer(user: { isStaff: boolean; isSuperuser: boolean }): boolean {
  return !user.isStaff && !user.isSuperuser;
}

/** Whether a popup is live at `now`: active, started (or no start) and not ended (or no end). */
export function isPopupLive(
  popup: { isActive: boolean; startsAt: Date | null; endsAt: Date | null },
  now: Date,
): boolean {
  if (!popup.isActive) return false;
  if (popup.startsAt && popup.startsAt > now) return false;
  return !(popup.endsAt && popup.endsAt <= now);
}

/** The postcode region reports group by: the first two digits (German Leitregion), else 'unbekannt'. */
export function postcodeRegion(zip: string | null | undefined): string {
  const match = /^\s*(\d{2})\d{3}\s*$/.exec(zip ?? '');
  return match?.[1] ?? 'unbekannt';
}
