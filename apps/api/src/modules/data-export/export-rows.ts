import { DATA_EXPORT_SECTIONS, type DataExportSectionKey } from '@apopunkt/domain/constants/data-export';

/** A value as a repository reads it; the service writes dates as ISO strings. */
export type SourceValue = string | number | boolean | Date | null;

/** A section's row as read: exactly its declared columns (DATA_EXPORT_SECTIONS). */
export type SourceRow<K extends DataExportSectionKey> = {
  [C in keyof (typeof DATA_EXPORT_SECTIONS)[K]['columns']]: SourceValue;
};

/** Every section's rows as read for one member. */
export type MemberRecord = { [K in DataExportSectionKey]: SourceRow<K>[] };

/** "Name, Straße, PLZ Ort" without the empty parts. */
export function addressOf(parts: { street: string | null; zip: string | null; city: string | null }): string | null {
  const place = [parts.zip, parts.city].filter(Boolean).join(' ');
  const address = [parts.street, place].filter(Boolean).join(', ');
  return address || null;
}

export { DATA_EXPORT_SECTIONS };
