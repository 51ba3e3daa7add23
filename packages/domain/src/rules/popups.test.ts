import { describe, expect, it } from 'vitest';
import {
  closedPopupState,
  isPopupClosed,
  isPopupLive,
  isReportedViewer,
  popupStateFor,
  postcodeRegion,
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

describe('the popup-closed cookie', () => {
  it('hides the popup it names, and no other', () => {
    expect(closedPopupState('a')).toEqual({ uuid: 'a', hide: true });
    expect(closedPopupState('')).toBeNull();
    expect(closedPopupState(undefined)).toBeNull();
    expect(isPopupClosed('a', 'a')).toBe(true);
    expect(isPopupClosed('a', 'b')).toBe(false);
    expect(isPopupClosed(null, 'b')).toBe(false);
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
