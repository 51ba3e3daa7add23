import { z } from 'zod';
import { DATA_EXPORT_SECTION_KEYS } from '../constants/data-export';
import { currentPasswordSchema, emailVerificationCodeSchema, otpCodeSchema } from './auth';
import { emailSchema, textSchema } from './common';

/**
 * "Meine Daten" (issue 37 §1, DSGVO Art. 15–20): the member's export, the change of the e-mail
 * address and the signed-in devices.
 */

/** One value of an exported row: text (dates as ISO strings), a number, yes/no or nothing. */
const exportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** GET /v1/me/data-export: every section of DATA_EXPORT_SECTIONS, in its order, with its rows. */
export const dataExportSchema = z.object({
  exportedAt: textSchema(),
  sections: z.array(
    z.object({
      key: z.enum(DATA_EXPORT_SECTION_KEYS as [string, ...string[]]),
      title: textSchema(),
      rows: z.array(z.record(z.string(), exportCellSchema)),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** POST /v1/me/email-change: the new address, confirmed with the current password. */
export const emailChangeRequestSchema = z.object({ newEmail: emailSchema, currentPassword: currentPasswordSchema });
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** POST /v1/me/email-change/confirmation: the 6-digit code mailed to the new address. */
export const emailChangeConfirmationSchema = z.object({ code: emailVerificationCodeSchema });
export type EmailChangeConfirmation = z.input<typeof emailChangeConfirmationSchema>;

/** One signed-in device (a session, i.e. refresh-token family) of the member. */
export const deviceSessionSchema = z.object({
  id: z.uuid(),
  /** The browser's User-Agent at sign-in; null for sessions from before it was recorded. */
  device: textSchema().nullable(),
  signedInAt: textSchema(),
  lastUsedAt: textSchema(),
  endsAt: textSchema(),
  /** The session of the access token that asks. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** GET /v1/me/sessions: the live sessions, the most recently used first. */
export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export type DeviceSessions = z.infer<typeof deviceSessionsSchema>;

/** DELETE /v1/me/sessions/{id}. */
export const deviceSessionParamsSchema = z.object({ id: z.uuid({ error: 'Ungültige Sitzung.' }) });

/**
 * DELETE /v1/me (issue 37 §2): the current password, or the authenticator code where two-factor
 * is on (the API says which one is missing).
 */
export const accountDeletionSchema = z.object({
  password: currentPasswordSchema.optional(),
  code: otpCodeSchema.optional(),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionSchema>;

/** The answer of DELETE /v1/me: when the personal data will be erased unless the member signs in before. */
export const accountDeletionScheduleSchema = z.object({ erasureAt: textSchema() });
export type AccountDeletionSchedule = z.infer<typeof accountDeletionScheduleSchema>;
