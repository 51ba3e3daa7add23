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

/** What a member closed: a popup in the version they saw (staff's change of it makes a new one). */
export interface PopupVersion {
  uuid: string;
  version: number;
}

/**
 * What a popup-closed cookie (constants/popup-cookie.ts) says: `<member id>.<popup uuid>.<version>`
 * (the member who closed it in this browser), or, written before issue 36, the bare uuid (closed by
 * whoever used this browser, in the popup's first version). Null for none or garbage.
 */
export function readClosedPopupCookie(
  cookie: string | null | undefined,
): (PopupVersion & { memberId: number | null }) | null {
  if (!cookie) return null;
  const parts = cookie.split('.');
  if (parts.length === 1) return { memberId: null, uuid: cookie, version: 1 };
  const [member, uuid, version] = parts;
  const memberId = Number(member);
  const closedVersion = Number(version);
  if (parts.length !== 3 || !member || !uuid || !Number.isInteger(memberId) || !Number.isInteger(closedVersion)) {
    return null;
  }
  return { memberId, uuid, version: closedVersion };
}

/** The popup-closed cookie's value for member `memberId` closing `popup`. */
export function closedPopupCookie(memberId: number, popup: PopupVersion): string {
  return `${memberId}.${popup.uuid}.${popup.version}`;
}

/** Whether having closed `closedVersion` of a popup hides its current `version` (a newer one shows). */
export function isClosedVersion(closedVersion: number | null | undefined, version: number): boolean {
  return closedVersion != null && closedVersion >= version;
}

/**
 * Whether the popup-closed cookie hides `popup` from member `memberId`: it names this popup in this
 * version or a later one, closed by this member (or, an old cookie, by whoever used the browser).
 */
export function isPopupClosed(cookie: string | null | undefined, popup: PopupVersion, memberId: number): boolean {
  const closed = readClosedPopupCookie(cookie);
  if (!closed || closed.uuid !== popup.uuid) return false;
  if (closed.memberId !== null && closed.memberId !== memberId) return false;
  return isClosedVersion(closed.version, popup.version);
}

/** What members see of a popup: a staff change of any of these shows it again to those who closed it. */
const MEMBER_FACING_FIELDS = [
  'image',
  'imageMobile',
  'link',
  'shortDescription',
  'linkAndDescriptionOnDesktop',
] as const;
type MemberFacing = { [K in (typeof MEMBER_FACING_FIELDS)[number]]: string | boolean | null };

/**
 * The popup's version after staff's change `patch` (issue 36): one more when it changes what
 * members see, else the same (its name, period or activity are not news to a member who closed it).
 */
export function popupVersionAfter(current: MemberFacing & { version: number }, patch: Partial<MemberFacing>): number {
  const changed = MEMBER_FACING_FIELDS.some((field) => patch[field] !== undefined && patch[field] !== current[field]);
  return changed ? current.version + 1 : current.version;
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
