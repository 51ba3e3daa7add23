import { z } from 'zod';
import { MESSAGES } from '../messages';
import { idSchema, isoDateSchema, textSchema } from './common';
import { jobSchema, salutationSchema } from './users';

const nameSchema = textSchema()
  .trim()
  .min(1, 'Bitte fülle dieses Feld aus.')
  .max(100, 'Bitte gib höchstens 100 Zeichen ein.');

/** A real calendar day in yyyy-MM-dd, not in the future and not before 1900. */
export const dateOfBirthSchema = isoDateSchema.refine((value) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() <= Date.now()
  );
}, 'Bitte gib ein gültiges Geburtsdatum ein.');

/**
 * `PATCH /v1/me`: only the fields that change. The e-mail address cannot be changed here, and
 * unknown fields (flags, scores) are rejected instead of silently ignored.
 */
export const updateMeBodySchema = z.strictObject(
  {
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    gender: salutationSchema.optional(),
    dateOfBirth: dateOfBirthSchema.nullable().optional(),
    job: jobSchema.optional(),
    /** Id of the organisation (from `GET /v1/organisations`) the user works at; null clears it. */
    currentPlace: idSchema.nullable().optional(),
    unemployed: z.boolean().optional(),
  },
  {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys.includes('email')
        ? 'Die E-Mail-Adresse kann hier nicht geändert werden.'
        : `Diese Felder können nicht geändert werden: ${issue.keys.join(', ')}`;
    },
  },
);
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** `PUT /v1/me/notifications`. */
export const notificationsBodySchema = z.object({ hasAcceptedNewsletter: z.boolean() });
export type NotificationsBody = z.infer<typeof notificationsBodySchema>;

/** `PUT /v1/me/tos`: the box must be ticked (spec §5). */
export const acceptTosBodySchema = z.object({
  acceptedTos: z.literal(true, { error: MESSAGES.termsRequired }),
});
export type AcceptTosBody = z.infer<typeof acceptTosBodySchema>;

/** `POST /v1/me/verification-letter` answer; an ISO timestamp. */
export const verificationLetterResponseSchema = z.object({ verificationLetterRequestedAt: textSchema() });
export type VerificationLetterResponse = z.infer<typeof verificationLetterResponseSchema>;
