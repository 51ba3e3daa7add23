import { SALUTATION_LABELS, type Salutation } from '../constants/salutations';
import { THIRD_PARTY_FIELD_LABELS, type ThirdPartyField } from '../schemas/third-party-data';
import { toCsv } from './csv';
import { jobLabel } from './job-labels';

/** One consent with every field a set may share (null where the member has no workplace). */
export type ThirdPartyExportRow = Record<Exclude<ThirdPartyField, 'salutation' | 'job'>, string | null> & {
  salutation: string;
  job: string | null;
  givenAt: Date;
  textVersion: number;
};

/**
 * The CSV a partner receives: only the set's fields in the order chosen, then when the member
 * consented and to which version of the consent text (the proof of consent), one row each.
 * The whole file (BOM included) from the one CSV writer, so a partner's spreadsheet never runs a
 * formula a member typed into a name.
 */
export function thirdPartyExportCsv(fields: readonly ThirdPartyField[], rows: readonly ThirdPartyExportRow[]): string {
  const header = [...fields.map((f) => THIRD_PARTY_FIELD_LABELS[f]), 'Einwilligung am', 'Version Einwilligungstext'];
  const value = (row: ThirdPartyExportRow, field: ThirdPartyField): string => {
    if (field === 'salutation') return SALUTATION_LABELS[row.salutation as Salutation] ?? row.salutation;
    if (field === 'job') return row.job ? jobLabel(row.job as Parameters<typeof jobLabel>[0], row.salutation) : '';
    return row[field] ?? '';
  };
  return toCsv([
    header,
    ...rows.map((row) => [...fields.map((f) => value(row, f)), row.givenAt.toISOString(), row.textVersion]),
  ]);
}
