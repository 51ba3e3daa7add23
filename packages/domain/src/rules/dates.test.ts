import { getWeek, startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, GERMAN_LOCALE, parseDate, reviveDates } from './dates';

describe('dates', () => {
  it('parses yyyy-MM-dd', () => {
    const d = parseDate('2023-04-03');
    expect(d.getFullYear()).toBe(2023);
    expect(d.getMonth()).toBe(3);
    expect(d.getDate()).toBe(3);
    expect(formatDate(d)).toBe('2023-04-03');
  });

  it('yields an invalid date for a bad string', () => {
    expect(Number.isNaN(parseDate('03.04.2023').getTime())).toBe(true);
    expect(Number.isNaN(parseDate('2023-02-30').getTime())).toBe(true);
    expect(Number.isNaN(parseDate('').getTime())).toBe(true);
  });

  it('uses Monday as first weekday and the week of 4 January as week 1', () => {
    expect(startOfWeek(new Date(2026, 10, 21), { locale: GERMAN_LOCALE }).getDay()).toBe(1);
    expect(getWeek(new Date(2026, 0, 4), { locale: GERMAN_LOCALE })).toBe(1);
    expect(getWeek(new Date(2021, 0, 3), { locale: GERMAN_LOCALE })).toBe(53);
  });

  it('revives ISO date-times recursively and leaves other strings alone', () => {
    const revived = reviveDates({ a: '2024-01-02T03:04:05.000Z', b: { c: ['2024-01-02T03:04:05Z'] }, d: '2024-01-02' });
    expect(revived.a).toBeInstanceOf(Date);
    expect((revived.b.c[0] as unknown as Date).toISOString()).toBe('2024-01-02T03:04:05.000Z');
    expect(revived.d).toBe('2024-01-02');
  });
});
