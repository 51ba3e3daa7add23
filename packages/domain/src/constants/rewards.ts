/** Limits and texts of the rewards area: campaign codes, voucher shop, benefits. */

/** Longest campaign code staff may create and users may send. */
export const CAMPAIGN_CODE_MAX_LENGTH = 40;
export const CAMPAIGN_CODE_MIN_LENGTH = 3;
/** Longest voucher code a CSV upload accepts. */
export const COUPON_CODE_MAX_LENGTH = 64;
/** Most lines one CSV upload may hold (larger stocks go in several files). */
export const COUPON_CSV_MAX_LINES = 20_000;
export const COUPON_CSV_MAX_BYTES = 1024 * 1024;

/** States of a benefit request; open and approved are pending, the others are final. */
export const BENEFIT_REQUEST_STATUSES = ['open', 'approved', 'rejected', 'fulfilled'] as const;
export type BenefitRequestStatus = (typeof BENEFIT_REQUEST_STATUSES)[number];
export const PENDING_BENEFIT_REQUEST_STATUSES: readonly BenefitRequestStatus[] = ['open', 'approved'];
/** What staff may set. */
export const BENEFIT_DECISION_STATUSES = ['approved', 'rejected', 'fulfilled'] as const;
export type BenefitDecisionStatus = (typeof BENEFIT_DECISION_STATUSES)[number];

export const BENEFIT_STATUS_LABELS: Record<BenefitRequestStatus, string> = {
  open: 'Offen',
  approved: 'Genehmigt',
  rejected: 'Abgelehnt',
  fulfilled: 'Erledigt',
};

/**
 * The staff list's filters: `pending` is every request still to work on (open and approved), the
 * queue the admin dashboard counts; the others are one status each.
 */
export const BENEFIT_REQUEST_FILTERS = ['pending', ...BENEFIT_REQUEST_STATUSES] as const;
export type BenefitRequestFilter = (typeof BENEFIT_REQUEST_FILTERS)[number];
export const BENEFIT_FILTER_LABELS: Record<BenefitRequestFilter, string> = {
  pending: 'Zu bearbeiten',
  ...BENEFIT_STATUS_LABELS,
};

/** German error texts of the rewards calls (the client shows `error.message`). */
export const REWARD_MESSAGES = {
  notEnoughPoints: 'Du hast nicht genügend Prämienpunkte.',
  soldOut: 'Dieser Gutschein ist leider vergriffen.',
  offerNotFound: 'Diesen Gutschein gibt es nicht (mehr).',
  campaignCodeTaken: 'Diesen Aktionscode gibt es bereits.',
  campaignCodeNotFound: 'Dieser Aktionscode wurde nicht gefunden.',
  tooManyCodeAttempts: 'Zu viele ungültige Aktionscodes. Bitte warte ein paar Minuten und versuche es erneut.',
  benefitNotFound: 'Diesen Vorteil gibt es nicht (mehr).',
  benefitRequestPending: 'Du hast diesen Vorteil bereits angefragt. Wir melden uns bei dir.',
  benefitRequestNotFound: 'Diese Anfrage wurde nicht gefunden.',
  benefitRequestFinal: 'Diese Anfrage ist bereits abgeschlossen.',
  csvMissing: 'Bitte lade eine CSV-Datei mit einem Gutscheincode pro Zeile hoch.',
  csvTooLarge: 'Die Datei ist zu groß. Bitte teile sie in mehrere Dateien auf.',
} as const;
