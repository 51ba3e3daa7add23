import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { MailMessage } from './mail-message';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(db: Executor, message: MailMessage): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not stored');
  return row.id;
}

export async function findOutboxMail(db: Executor, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markMailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, error: null, failedAt: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** One failed try; `gaveUp` when no retry follows (the mail then shows on the staff dashboard). */
export async function markMailTryFailed(db: Executor, id: number, error: string, failedAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ error: error.slice(0, 2000), failedAt, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** Makes a failed mail wait for delivery again; false when it was not failed (sent, or already waiting). */
export async function reopenFailedMail(db: Executor, id: number): Promise<boolean> {
  const reopened = await db
    .update(mailOutbox)
    .set({ failedAt: null })
    .where(and(eq(mailOutbox.id, id), isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id });
  return reopened.length > 0;
}

const failed = and(isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt));

export async function countFailedMails(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(failed);
  return row?.n ?? 0;
}

export async function listFailedMails(db: Executor, limit: number, offset: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .where(failed)
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
}
