import type { SubmissionBody, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attempts } from '../../db/schema/learning';

export type AttemptRow = typeof attempts.$inferSelect;

/** Opens an attempt unless one is open already (partial unique index: one open attempt per user and module). */
export async function insertOpenAttempt(
  db: Executor,
  values: { userId: number; moduleId: number; startedAt: Date; contentVersion: number },
): Promise<void> {
  await db.insert(attempts).values(values).onConflictDoNothing();
}

export async function findOpenAttempt(db: Executor, userId: number, moduleId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.moduleId, moduleId), isNull(attempts.submittedAt)));
  return row ?? null;
}

export async function findAttempt(db: Executor, id: string, userId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, id), eq(attempts.userId, userId)));
  return row ?? null;
}

/** Locks the attempt, so that racing submissions of it are graded one after the other. */
export async function lockAttempt(db: Executor, id: string, userId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.id, id), eq(attempts.userId, userId)))
    .for('update');
  return row ?? null;
}

export async function saveAttemptResult(
  db: Executor,
  id: string,
  values: { submittedAt: Date; passed: boolean; result: SubmissionResult; answers?: SubmissionBody['answers'] },
): Promise<void> {
  await db.update(attempts).set(values).where(eq(attempts.id, id));
}

/** The user's latest submitted attempts of a module, newest first (for the retry wait). */
export async function latestSubmissions(
  db: Executor,
  userId: number,
  moduleId: number,
  limit: number,
): Promise<{ passed: boolean | null; submittedAt: Date }[]> {
  const rows = await db
    .select({ passed: attempts.passed, submittedAt: attempts.submittedAt })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.moduleId, moduleId), isNotNull(attempts.submittedAt)))
    .orderBy(desc(attempts.submittedAt))
    .limit(limit);
  return rows.flatMap((r) => (r.submittedAt ? [{ passed: r.passed, submittedAt: r.submittedAt }] : []));
}
