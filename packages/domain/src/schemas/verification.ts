import { z } from 'zod';
import { LETTER_PRINT_BATCH_MAX } from '../constants/premium';
import { LETTER_STATUSES } from '../rules/premium';
import { adminUserListItemSchema } from './admin-users';
import { idSchema, pageSchema, paginationQuerySchema, textSchema } from './common';
import { organisationSchema } from './users';

export const letterStatusSchema = z.enum(LETTER_STATUSES);

/** Who a staff list row belongs to. */
export const staffUserRefSchema = adminUserListItemSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  job: true,
});
export type StaffUserRef = z.infer<typeof staffUserRefSchema>;

/** `GET /v1/admin/verification-letters?status=` (default pending), oldest request first. */
export const verificationLetterListQuerySchema = paginationQuerySchema.extend({
  status: letterStatusSchema.default('pending'),
});
export type VerificationLetterListQuery = z.input<typeof verificationLetterListQuerySchema>;

/** A verification letter as staff see it; the code itself only ever appears in the printed PDF. */
export const verificationLetterSchema = z.object({
  id: z.number().int(),
  status: letterStatusSchema,
  requestedAt: textSchema(),
  printedAt: textSchema().nullable(),
  expiresAt: textSchema().nullable(),
  usedAt: textSchema().nullable(),
  user: staffUserRefSchema,
  /** The workplace the letter goes to (its postal address). */
  organisation: organisationSchema,
});
export type VerificationLetter = z.infer<typeof verificationLetterSchema>;

export const verificationLetterPageSchema = pageSchema(verificationLetterSchema);
export type VerificationLetterPage = z.infer<typeof verificationLetterPageSchema>;

/**
 * `POST /v1/admin/verification-letters/print`: without `ids` every pending letter (oldest first,
 * at most 500); with `ids` exactly those (pending, or printed again with a new code).
 */
export const letterPrintBodySchema = z
  .object({
    ids: z
      .array(idSchema)
      .min(1, 'Bitte wähle mindestens einen Brief aus.')
      .max(LETTER_PRINT_BATCH_MAX, `Höchstens ${LETTER_PRINT_BATCH_MAX} Briefe auf einmal.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Jeder Brief darf nur einmal vorkommen.')
      .optional(),
  })
  .nullish();
export type LetterPrintBody = z.infer<typeof letterPrintBodySchema>;
