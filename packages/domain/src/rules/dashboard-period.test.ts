import { describe, expect, it } from 'vitest';
import { isCalendarDay, periodLength } from './dashboard-period';

describe('dashboard period', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });

  it('counts both ends', () => {
    expect(periodLength('2026-01-01', '2026-01-01')).toBe(1);
    expect(periodLength('2026-01-01', '2026-12-31')).toBe(365);
    expect(periodLength('2026-03-01', '2026-02-01')).toBe(-27);
  });
});
