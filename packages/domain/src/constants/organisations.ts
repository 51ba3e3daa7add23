/** Organisation types (spec §3); any other type reads 'Organisation'. */
export const ORGANISATION_TYPES = ['PHA', 'SCH', 'OTH'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export function organisationTypeLabel(type: string): string {
  if (type === 'PHA') return 'Apotheke';
  if (type === 'SCH') return 'Schule';
  return 'Organisation';
}
