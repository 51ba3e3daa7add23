import { JOBS, type Job } from '@apopunkt/domain/constants/jobs';
import { formatGermanDate, formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import type { PeopleCount } from '@apopunkt/domain/schemas/business';

export function formatNumber(value: number): string {
  return value.toLocaleString('de-DE');
}

/** A count of people; "< 5" stays as it is. */
export function formatPeople(value: PeopleCount): string {
  return typeof value === 'number' ? formatNumber(value) : value;
}

/** dd.MM.yyyy from an ISO date or date-time. */
export function formatDay(value: string): string {
  return formatGermanDate(value);
}

/** A calendar month from its first day (yyyy-MM-dd), e.g. "März 2021". */
export function formatMonth(firstDay: string): string {
  const [year, month] = firstDay.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

export function formatDateTime(value: string): string {
  return formatGermanDateTime(value);
}

/** The German name of a job code (neutral form; `short` for chart axes); an unknown code stays as it is. */
export function jobName(code: string | null, short = false): string {
  if (!code) return '–';
  return (JOBS as readonly string[]).includes(code) ? jobLabel(code as Job, null, short) : code;
}
