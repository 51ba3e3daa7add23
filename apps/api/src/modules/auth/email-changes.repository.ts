import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChanges } from '../../db/schema/auth';
import { users } from '../../db/schema/users';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function insertEmailChange(
  db: Executor,
  row: { userId: number; newEmail: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(emailChanges).values({
    userId: row.userId,
    newEmail: row.newEmail,
    codeHash: row.codeHash,
    expiresAt: row.expiresAt,
    createdAt: row.now,
  });
}

/**
 * Counts one attempt on the user's newest change request and returns it, or null when there is
 * none or its attempts are used up; counting before comparing, in one UPDATE, keeps parallel
 * guesses within the limit (as email-codes.repository does for registration codes).
 */
export async function countAttemptOnLatestChange(
  db: Executor,
  userId: number,
  maxAttempts: number,
): Promise<EmailChangeRow | null> {
  const latest = db
    .select({ id: emailChanges.id })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId))
    .orderBy(desc(emailChanges.createdAt), desc(emailChanges.id))
    .limit(1);
  const [row] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(and(eq(emailChanges.id, sql`(${latest})`), lt(emailChanges.attempts, maxAttempts)))
    .returning();
  return row ?? null;
}

/** Marks the request used; false when it already was (the same code sent twice at once). */
export async function markEmailChangeUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.id, id), isNull(emailChanges.usedAt)))
    .returning({ id: emailChanges.id });
  return rows.length > 0;
}

/** The new address, confirmed now (the code proved it); the lower(email) unique index guards it. */
export async function updateEmail(db: Executor, userId: number, email: string, now: Date): Promise<void> {
  await db.update(users).set({ email, emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, userId));
}
