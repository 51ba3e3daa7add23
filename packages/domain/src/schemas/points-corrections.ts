import { z } from 'zod';
import { POINTS_CORRECTION_LIMITS } from '../rules/points-corrections';
import { INPUT_MESSAGES, textSchema } from './common';
import { transactionTypeSchema } from './ledger';

const { maxValue, reasonMin, reasonMax } = POINTS_CORRECTION_LIMITS;

export const POINTS_CORRECTION_MESSAGES = {
  valueZero: 'Eine Korrektur um 0 Punkte ändert nichts.',
  valueTooLarge: `Eine Korrektur darf höchstens ${maxValue.toLocaleString('de-DE')} Prämienpunkte betragen.`,
  reasonTooShort: `Bitte gib einen Grund mit mindestens ${reasonMin} Zeichen an.`,
  reasonTooLong: `Bitte fasse den Grund in höchstens ${reasonMax} Zeichen.`,
} as const;

/**
 * `POST /v1/admin/users/{id}/points-corrections` (issue 37 §6): a credit (`value` > 0) or a debit
 * (`value` < 0) of the member's premium points; the reason stands in the member's history.
 */
export const pointsCorrectionBodySchema = z.object({
  value: z
    .number({ error: INPUT_MESSAGES.badInteger })
    .int(INPUT_MESSAGES.badInteger)
    .min(-maxValue, POINTS_CORRECTION_MESSAGES.valueTooLarge)
    .max(maxValue, POINTS_CORRECTION_MESSAGES.valueTooLarge)
    .refine((value) => value !== 0, POINTS_CORRECTION_MESSAGES.valueZero),
  reason: textSchema({ error: POINTS_CORRECTION_MESSAGES.reasonTooShort })
    .trim()
    .min(reasonMin, POINTS_CORRECTION_MESSAGES.reasonTooShort)
    .max(reasonMax, POINTS_CORRECTION_MESSAGES.reasonTooLong),
});
export type PointsCorrectionBody = z.infer<typeof pointsCorrectionBodySchema>;

/** The booked correction and the member's premium points after it. */
export const pointsCorrectionResultSchema = z.object({
  transferUuid: textSchema(),
  /** TRANSFER for a credit, WITHDRAW for a debit (from and to the system account `corrections`). */
  transactionType: transactionTypeSchema,
  /** Signed as sent: positive credited, negative debited. */
  value: z.number().int(),
  reason: textSchema(),
  valueDate: textSchema(),
  balance: z.number().int(),
});
export type PointsCorrectionResult = z.infer<typeof pointsCorrectionResultSchema>;
