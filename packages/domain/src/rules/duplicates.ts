/**
 * Duplicate-account detection (issue 12 §5): a scored rule over the reasons two accounts may
 * belong to one person. The API finds the pairs in SQL with the same normalisation.
 */
export const DUPLICATE_REASONS = ['SAME_EMAIL', 'SAME_NAME_BIRTHDATE', 'SAME_NAME_ORGANISATION'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Weight of each reason; a pair's score is the sum of its reasons (max 100). */
export const DUPLICATE_REASON_WEIGHTS: Record<DuplicateReason, number> = {
  SAME_EMAIL: 50,
  SAME_NAME_BIRTHDATE: 30,
  SAME_NAME_ORGANISATION: 20,
};

export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  SAME_EMAIL: 'Gleiche E-Mail-Adresse (ohne Punkte, +Zusatz, Groß-/Kleinschreibung)',
  SAME_NAME_BIRTHDATE: 'Gleicher Name und gleiches Geburtsdatum',
  SAME_NAME_ORGANISATION: 'Gleicher Name und gleiche Apotheke',
};

/**
 * The e-mail address as one mailbox: lower case, the `+tag` and the dots of the local part removed
 * (`Erika.Muster+apo@x.de` and `erikamuster@x.de` are the same person).
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+')[0]?.replaceAll('.', '') ?? '';
  return `${local}@${lower.slice(at + 1)}`;
}

export function duplicateScore(reasons: readonly DuplicateReason[]): number {
  return reasons.reduce((sum, reason) => sum + DUPLICATE_REASON_WEIGHTS[reason], 0);
}
