import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail we send is recorded here; without SMTP_URL this is where it lands (tests read it).
 * With SMTP a job delivers it (modules/mail/mail-delivery.job.ts): `attempts` counts the tries,
 * `error` holds the last one's, `failedAt` is set when the retries are used up (the staff
 * dashboard lists those, "send again" clears it).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_failed_idx').on(t.failedAt, t.id).where(sql`failed_at IS NOT NULL`),
  ],
);
