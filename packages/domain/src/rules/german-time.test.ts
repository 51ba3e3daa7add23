import { describe, expect, it } from 'vitest';
import { berlinDay, formatGermanDate, formatGermanDateTime, formatGermanLongDate, germanYear } from './german-time';

describe('german time', () => {
  it('takes the calendar day in Germany, winter and summer', () => {
    expect(berlinDay(new Date('2026-02-28T23:30:00Z'))).toBe('2026-03-01');
    expect(berlinDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(berlinDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  // The server that draws a page may run on UTC or anywhere else; the browser that takes it over is
  // in Germany. Both must show Germany's day, or the app's take-over fails near midnight.
  for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`shows dates and times in Germany's time, also in a process on ${zone}`, () => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(formatGermanDate('2026-12-22T23:30:00Z')).toBe('23.12.2026');
        expect(formatGermanDateTime('2026-12-22T23:30:00Z')).toBe('23.12.2026, 00:30');
        expect(formatGermanDateTime(new Date('2026-07-01T21:59:00Z'))).toBe('01.07.2026, 23:59');
        expect(formatGermanLongDate('2026-12-22T23:30:00Z')).toBe('23. Dezember 2026');
        expect(germanYear(new Date('2026-12-31T23:00:00Z'))).toBe('2027');
        // A calendar day is that day in every time zone.
        expect(formatGermanDate('2026-12-22')).toBe('22.12.2026');
      } finally {
        process.env.TZ = before;
      }
    });
  }

  it('shows nothing for an invalid date', () => {
    expect(formatGermanDate('kein Datum')).toBe('');
    expect(formatGermanDateTime(new Date(Number.NaN))).toBe('');
  });
});
