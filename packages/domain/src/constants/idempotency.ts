/** The header a client sends with a money-like POST so that a retry never books twice (issue 8 §3). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_MESSAGES = {
  keyReused:
    'Dieser Vorgang wurde schon mit anderen Angaben ausgeführt. Bitte lade die Seite neu und versuche es noch einmal.',
  badKey: 'Ungültiger Idempotency-Key.',
  keyMissing: 'Dieser Vorgang braucht einen Idempotency-Key.',
} as const;
