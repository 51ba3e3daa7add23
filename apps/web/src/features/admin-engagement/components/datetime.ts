import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';

/** An ISO instant as the value of an `<input type="datetime-local">` in local time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; empty gives null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export const formatDateTime = (iso: string | null) => (iso ? formatGermanDateTime(iso) : '–');

export const STATUS_LABELS = { running: 'Läuft', upcoming: 'Geplant', ended: 'Beendet' } as const;
