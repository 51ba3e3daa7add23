import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets } from '../../db/schema/auth';

export async function insertPasswordReset(
  db: Executor,
  row: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ userId: row.userId, tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.now });
}

/** The reset row of a token, locked so the same link cannot be used twice at once. */
export async function findPasswordResetForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

/** Uses up every open reset link of the user (after any password change). */
export async function closePasswordResets(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
