/** Salutation codes (spec §3): FE Frau, MA Herr, DI Divers. */
export const SALUTATIONS = ['FE', 'MA', 'DI'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const SALUTATION_LABELS: Record<Salutation, string> = { FE: 'Frau', MA: 'Herr', DI: 'Divers' };
