import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleRatings } from '../../db/schema/business';
import { moduleCompletions } from '../../db/schema/learning';

export async function hasPassed(db: Executor, userId: number, moduleId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: moduleCompletions.userId })
    .from(moduleCompletions)
    .where(and(eq(moduleCompletions.userId, userId), eq(moduleCompletions.moduleId, moduleId)));
  return !!row;
}

export async function findRating(db: Executor, userId: number, moduleId: number) {
  const [row] = await db
    .select({ stars: moduleRatings.stars, comment: moduleRatings.comment, updatedAt: moduleRatings.updatedAt })
    .from(moduleRatings)
    .where(and(eq(moduleRatings.userId, userId), eq(moduleRatings.moduleId, moduleId)));
  return row ?? null;
}

/** One rating per user and module: the first insert, later changes update it. */
export async function upsertRating(
  db: Executor,
  values: { userId: number; moduleId: number; stars: number; comment: string | null; at: Date },
) {
  const [row] = await db
    .insert(moduleRatings)
    .values({
      userId: values.userId,
      moduleId: values.moduleId,
      stars: values.stars,
      comment: values.comment,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [moduleRatings.userId, moduleRatings.moduleId],
      set: { stars: values.stars, comment: values.comment, updatedAt: values.at },
    })
    .returning({ stars: moduleRatings.stars, comment: moduleRatings.comment, updatedAt: moduleRatings.updatedAt });
  if (!row) throw new Error('rating not stored');
  return row;
}

export async function ratingDistribution(db: Executor, moduleId: number) {
  return db
    .select({ stars: moduleRatings.stars, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(moduleRatings)
    .where(eq(moduleRatings.moduleId, moduleId))
    .groupBy(moduleRatings.stars);
}

export async function latestComments(db: Executor, moduleId: number, limit = 100) {
  return db
    .select({ stars: moduleRatings.stars, comment: moduleRatings.comment, updatedAt: moduleRatings.updatedAt })
    .from(moduleRatings)
    .where(
      and(eq(moduleRatings.moduleId, moduleId), isNotNull(moduleRatings.comment), sql`${moduleRatings.comment} <> ''`),
    )
    .orderBy(desc(moduleRatings.updatedAt))
    .limit(limit);
}
