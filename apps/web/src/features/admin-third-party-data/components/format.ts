import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import { THIRD_PARTY_FIELD_LABELS, type ThirdPartyField } from '@apopunkt/domain/schemas/third-party-data';

export function formatDateTime(iso: string): string {
  return formatGermanDateTime(iso);
}

export function fieldList(fields: readonly ThirdPartyField[]): string {
  return fields.map((f) => THIRD_PARTY_FIELD_LABELS[f]).join(', ');
}
