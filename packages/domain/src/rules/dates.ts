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

// Display in Germany's time: its own module (no date-fns), so that the app's entry can show a year.
export {
  berlinDay,
  formatGermanDate,
  formatGermanDateTime,
  formatGermanLongDate,
  GERMAN_TIME_ZONE,
  germanDateTimeFormat,
  germanYear,
} from './german-time';

/** Week starts on Monday, the first week contains 4 January (spec §9): date-fns' `de` locale. */
export const GERMAN_LOCALE = de;

export { reviveDates } from './revive-dates';
