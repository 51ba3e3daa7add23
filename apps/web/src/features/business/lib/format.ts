import { formatGermanDate } from '@apopunkt/domain/rules/dates';
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

export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });
}
