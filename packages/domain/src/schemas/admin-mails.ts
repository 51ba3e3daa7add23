import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './common';

/** A mail whose delivery failed on every try (the staff dashboard lists it with "send again"). */
export const failedMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
  /** The last try's error as the mail server or the network gave it. */
  error: z.string().nullable(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** `GET /v1/admin/mails/failed` (staff): newest failure first. */
export const failedMailPageSchema = pageSchema(failedMailSchema);
export const failedMailListQuerySchema = paginationQuerySchema;

/** German texts of the failed-mail tools. */
export const ADMIN_MAIL_MESSAGES = {
  notFound: 'Diese E-Mail gibt es nicht.',
  notFailed: 'Diese E-Mail wartet nicht auf einen neuen Versand.',
  noTransport: 'Es ist kein Mailserver eingerichtet (SMTP_URL); die E-Mail kann nicht versendet werden.',
} as const;
