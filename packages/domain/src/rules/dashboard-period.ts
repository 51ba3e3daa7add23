import { differenceInCalendarDays, isValid } from 'date-fns';
import { formatDate, parseDate } from './dates';

/** The longest period the dashboards' `from`/`to` may span, both days included (issue 37 §5). */
export const MAX_PERIOD_DAYS = 366;

/** A real calendar day in yyyy-MM-dd (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const date = parseDate(value);
  return isValid(date) && formatDate(date) === value;
}

/** Days from `from` to `to`, both included (yyyy-MM-dd). */
export function periodLength(from: string, to: string): number {
  return differenceInCalendarDays(parseDate(to), parseDate(from)) + 1;
}
