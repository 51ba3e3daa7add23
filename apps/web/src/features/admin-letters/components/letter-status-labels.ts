import type { LetterStatus } from '@apopunkt/domain/rules/premium';

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  pending: 'Offen',
  printed: 'Gedruckt',
  used: 'Eingelöst',
  superseded: 'Ersetzt',
  expired: 'Abgelaufen',
};
