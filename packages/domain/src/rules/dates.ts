import { format, isValid, parse } from 'date-fns';
import { de } from 'date-fns/locale';

export const DATE_FORMAT = 'yyyy-MM-dd';

/** Parses yyyy-MM-dd strictly; a bad string yields an invalid date (spec §5). */
export function parseDate(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Number.NaN);
  return parse(value, DATE_FORMAT, new Date(2000, 0, 1));
}

export function formatDate(date: Date): string {
  return isValid(date) ? format(date, DATE_FORMAT) : '';
}

/** German display date, e.g. 21.11.2026. */
export function formatGermanDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return isValid(d) ? format(d, 'dd.MM.yyyy', { locale: de }) : '';
}

/** German display date and time in the reader's time zone, e.g. 21.11.2026, 14:05. */
export function formatGermanDateTime(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return isValid(d) ? format(d, 'dd.MM.yyyy, HH:mm', { locale: de }) : '';
}

const GERMAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Germany (Europe/Berlin), yyyy-MM-dd. */
export function berlinDay(at: Date): string {
  return GERMAN_DAY.format(at);
}

/** Week starts on Monday, the first week contains 4 January (spec §9): date-fns' `de` locale. */
export const GERMAN_LOCALE = de;

export { reviveDates } from './revive-dates';
