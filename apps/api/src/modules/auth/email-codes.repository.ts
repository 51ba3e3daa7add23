import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailVerificationCodes } from '../../db/schema/auth';

export type EmailCodeRow = typeof emailVerificationCodes.$inferSelect;

export async function insertEmailCode(
  db: Executor,
  row: { email: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insert(emailVerificationCodes)
    .values({ email: row.email, codeHash: row.codeHash, expiresAt: row.expiresAt, createdAt: row.now });
}

/**
 * Counts one attempt on the newest code of the address and returns it, or null when there is
 * none or its attempts are used up. Counting before comparing, in one UPDATE, keeps parallel
 * guesses within the limit.
 */
export async function countAttemptOnLatestCode(
  db: Executor,
  email: string,
  maxAttempts: number,
): Promise<EmailCodeRow | null> {
  const latest = db
    .select({ id: emailVerificationCodes.id })
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.email, email))
    .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id))
    .limit(1);
  const [row] = await db
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(and(eq(emailVerificationCodes.id, sql`(${latest})`), lt(emailVerificationCodes.attempts, maxAttempts)))
    .returning();
  return row ?? null;
}

/** Marks the code used; false when it already was (the same code used twice at once). */
export async function markEmailCodeUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerificationCodes)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationCodes.id, id), isNull(emailVerificationCodes.usedAt)))
    .returning({ id: emailVerificationCodes.id });
  return rows.length > 0;
}
