import { MODULE_TYPE_NAMES, MODULE_TYPE_VALUES } from '@apopunkt/domain/constants/modules';
import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';

export const MODULE_TYPE_OPTIONS = MODULE_TYPE_VALUES.map((type) => ({
  value: String(type),
  label: MODULE_TYPE_NAMES[type],
}));

export const VISIBILITY_OPTIONS = [
  { value: 'visible', label: 'Sichtbar' },
  { value: 'hidden', label: 'Ausgeblendet' },
  { value: 'scheduled', label: 'Geplant' },
  { value: 'expired', label: 'Abgelaufen' },
];

export const EXHAUSTION_OPTIONS = [
  { value: 'true', label: 'Budget erschöpft' },
  { value: 'false', label: 'Budget vorhanden' },
];

/** An ISO time as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The value of a datetime-local input as ISO time; empty → null. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

export function formatDateTime(iso: string | null): string {
  return iso ? formatGermanDateTime(iso) : '–';
}
