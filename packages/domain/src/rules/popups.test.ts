import { describe, expect, it } from 'vitest';
import {
  closedPopupCookie,
  isClosedVersion,
  isPopupClosed,
  isPopupLive,
  isReportedViewer,
  popupStateFor,
  popupVersionAfter,
  postcodeRegion,
  readClosedPopupCookie,
} from './popups';

describe('popupStateFor', () => {
  it('keeps the stored state of the same popup', () => {
    expect(popupStateFor({ uuid: 'a', hide: true }, 'a')).toEqual({ uuid: 'a', hide: true });
  });
  it('a new popup id starts visible', () => {
    expect(popupStateFor({ uuid: 'a', hide: true }, 'b')).toEqual({ uuid: 'b', hide: false });
    expect(popupStateFor(null, 'b')).toEqual({ uuid: 'b', hide: false });
    expect(popupStateFor('garbage', 'b')).toEqual({ uuid: 'b', hide: false });
  });
});

describe('the popup-closed cookie (issue 36: per member and version)', () => {
  const popup = { uuid: 'a', version: 2 };

  it('names the member, the popup and the version closed', () => {
    expect(closedPopupCookie(7, popup)).toBe('7.a.2');
    expect(readClosedPopupCookie('7.a.2')).toEqual({ memberId: 7, uuid: 'a', version: 2 });
    expect(readClosedPopupCookie('')).toBeNull();
    expect(readClosedPopupCookie(undefined)).toBeNull();
    expect(readClosedPopupCookie('x.a.2')).toBeNull();
    expect(readClosedPopupCookie('7.a')).toBeNull();
  });

  it('hides the popup it names from the member who closed it, in that version or an older one', () => {
    expect(isPopupClosed('7.a.2', popup, 7)).toBe(true);
    expect(isPopupClosed('7.a.2', { uuid: 'a', version: 1 }, 7)).toBe(true);
    expect(isPopupClosed('7.a.2', { uuid: 'b', version: 2 }, 7)).toBe(false);
    expect(isPopupClosed(null, popup, 7)).toBe(false);
  });

  it('shows it again once staff changed it (a newer version), and to another member of the browser', () => {
    expect(isPopupClosed('7.a.1', popup, 7)).toBe(false);
    expect(isPopupClosed('7.a.2', popup, 8)).toBe(false);
  });

  it('reads an old cookie (the bare uuid) as the first version, closed by whoever used the browser', () => {
    expect(readClosedPopupCookie('a')).toEqual({ memberId: null, uuid: 'a', version: 1 });
    expect(isPopupClosed('a', { uuid: 'a', version: 1 }, 8)).toBe(true);
    expect(isPopupClosed('a', popup, 8)).toBe(false);
  });

  it('a closed version hides the same and older versions only', () => {
    expect(isClosedVersion(2, 2)).toBe(true);
    expect(isClosedVersion(2, 3)).toBe(false);
    expect(isClosedVersion(null, 1)).toBe(false);
  });
});

describe('popupVersionAfter (issue 36)', () => {
  const popup = {
    image: '/media/a.png',
    imageMobile: null,
    link: '/collect',
    shortDescription: 'Neu!',
    linkAndDescriptionOnDesktop: false,
    version: 3,
  };

  it('counts a change of what members see', () => {
    expect(popupVersionAfter(popup, { shortDescription: 'Ganz neu!' })).toBe(4);
    expect(popupVersionAfter(popup, { image: '/media/b.png' })).toBe(4);
    expect(popupVersionAfter(popup, { imageMobile: '/media/b.png' })).toBe(4);
    expect(popupVersionAfter(popup, { linkAndDescriptionOnDesktop: true })).toBe(4);
  });

  it('keeps the version when nothing members see changed', () => {
    expect(popupVersionAfter(popup, {})).toBe(3);
    expect(popupVersionAfter(popup, { shortDescription: 'Neu!', link: '/collect' })).toBe(3);
  });
});

describe('isReportedViewer', () => {
  it('does not report staff and superusers', () => {
    expect(isReportedViewer({ isStaff: false, isSuperuser: false })).toBe(true);
    expect(isReportedViewer({ isStaff: true, isSuperuser: false })).toBe(false);
    expect(isReportedViewer({ isStaff: false, isSuperuser: true })).toBe(false);
  });
});

describe('isPopupLive', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  it('needs active and a period around now (open ends allowed)', () => {
    expect(isPopupLive({ isActive: true, startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isPopupLive({ isActive: false, startsAt: null, endsAt: null }, now)).toBe(false);
    expect(isPopupLive({ isActive: true, startsAt: new Date('2026-05-02T00:00:00Z'), endsAt: null }, now)).toBe(false);
    expect(isPopupLive({ isActive: true, startsAt: null, endsAt: now }, now)).toBe(false);
  });
});

describe('postcodeRegion', () => {
  it('is the first two digits of a German postcode', () => {
    expect(postcodeRegion('10115')).toBe('10');
    expect(postcodeRegion('8011')).toBe('unbekannt');
    expect(postcodeRegion(null)).toBe('unbekannt');
  });
});
