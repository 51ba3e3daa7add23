import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_FIELD_LABELS,
  AUDIT_VALUE_LABELS,
} from '../constants/audit-labels';
import { formatGermanDateTime } from './dates';

/** One changed field of an audit entry, by its German name, with both values as text. */
export interface AuditChange {
  field: string;
  label: string;
  /** null: the field had no value before (a new object) or has none after (a removed one). */
  before: string | null;
  after: string | null;
}

/** Fields that change with every save, or follow from another (the sort name), and say nothing about what staff did. */
const NOISE = new Set(['updatedAt', 'searchVector', 'nameSort']);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 160;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function auditFieldLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? field;
}

/** "Modul geändert", "Modul: SCORM-Paket hochgeladen": the area by its object name, the verb in German. */
export function auditActionLabel(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return AUDIT_ENTITY_LABELS[action] ?? action;
  const area = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  const areaLabel = AUDIT_ENTITY_LABELS[area] ?? area;
  const verbLabel = AUDIT_ACTION_LABELS[verb] ?? verb;
  return /^\p{Lu}/u.test(verbLabel) ? `${areaLabel}: ${verbLabel}` : `${areaLabel} ${verbLabel}`;
}

export function auditEntityLabel(entityType: string): string {
  return AUDIT_ENTITY_LABELS[entityType] ?? entityType;
}

/**
 * A recorded value as staff read it: ja/nein, German numbers and times (Europe/Berlin), codes of
 * the field by their names, lists and objects spelt out.
 */
export function formatAuditValue(value: unknown, field?: string): string {
  if (value === null || value === undefined || value === '') return '–';
  const named = typeof value === 'string' && field ? AUDIT_VALUE_LABELS[field]?.[value] : undefined;
  if (named) return named;
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') return value.toLocaleString('de-DE');
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatGermanDateTime(value);
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)} …` : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map((v) => formatAuditValue(v, field)).join(', ');
  if (isRecord(value))
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${auditFieldLabel(k)}: ${formatAuditValue(v, k)}`)
      .join('; ');
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an audit entry changed, field by field: on an update the fields whose value differs, on
 * a creation the fields that were set, on a removal the fields that were there. A state that is
 * not an object (a list, a number) counts as one field, `value`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const asFields = (state: unknown): Record<string, unknown> | null =>
    state === null || state === undefined ? null : isRecord(state) ? state : { value: state };
  const b = asFields(before);
  const a = asFields(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((k) => !NOISE.has(k));
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const old = b?.[field];
    const now = a?.[field];
    if (b && a && same(old, now)) continue;
    if (!b && (now === null || now === undefined || now === '')) continue;
    if (!a && (old === null || old === undefined || old === '')) continue;
    changes.push({
      field,
      label: auditFieldLabel(field),
      before: b ? formatAuditValue(old, field) : null,
      after: a ? formatAuditValue(now, field) : null,
    });
  }
  return changes;
}
