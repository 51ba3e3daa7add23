import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { benefitRequests, benefits } from '../../db/schema/rewards';

export type BenefitRow = typeof benefits.$inferSelect;

/** Request columns with the benefit's title, as users and staff see a request. */
export const requestColumns = {
  id: benefitRequests.id,
  benefitId: benefitRequests.benefitId,
  benefitTitle: benefits.title,
  userId: benefitRequests.userId,
  status: benefitRequests.status,
  message: benefitRequests.message,
  note: benefitRequests.note,
  createdAt: benefitRequests.createdAt,
  updatedAt: benefitRequests.updatedAt,
  decidedAt: benefitRequests.decidedAt,
};

/** Active benefits in the editors' order. */
export async function listActiveBenefits(db: Executor, page: { limit: number; offset: number }) {
  const active = eq(benefits.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(benefits)
      .where(active)
      .orderBy(asc(benefits.position), asc(benefits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(benefits).where(active),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** The user's latest request per benefit, for the given benefits. */
export async function latestRequestsOf(db: Executor, userId: number, benefitIds: number[]) {
  if (benefitIds.length === 0) return [];
  return db
    .selectDistinctOn([benefitRequests.benefitId], requestColumns)
    .from(benefitRequests)
    .innerJoin(benefits, eq(benefits.id, benefitRequests.benefitId))
    .where(and(eq(benefitRequests.userId, userId), inArray(benefitRequests.benefitId, benefitIds)))
    .orderBy(benefitRequests.benefitId, desc(benefitRequests.createdAt), desc(benefitRequests.id));
}
export type RequestRow = Awaited<ReturnType<typeof latestRequestsOf>>[number];

export async function findBenefit(db: Executor, id: number): Promise<BenefitRow | null> {
  const [row] = await db.select().from(benefits).where(eq(benefits.id, id));
  return row ?? null;
}

/**
 * A new open request; null when the user already has a pending one for this benefit (the
 * partial unique index decides, also for concurrent requests).
 */
export async function insertBenefitRequest(
  db: Executor,
  values: { benefitId: number; userId: number; message: string | null; createdAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(benefitRequests)
    .values({ ...values, status: 'open', updatedAt: values.createdAt })
    .onConflictDoNothing({
      target: [benefitRequests.benefitId, benefitRequests.userId],
      where: sql.raw(`status IN ('open', 'approved')`),
    })
    .returning({ id: benefitRequests.id });
  return row?.id ?? null;
}

export async function findRequest(db: Executor, id: number): Promise<RequestRow | null> {
  const [row] = await db
    .select(requestColumns)
    .from(benefitRequests)
    .innerJoin(benefits, eq(benefits.id, benefitRequests.benefitId))
    .where(eq(benefitRequests.id, id));
  return row ?? null;
}

/** The user's requests, newest first. */
export async function listRequestsOfUser(db: Executor, userId: number, page: { limit: number; offset: number }) {
  const mine = eq(benefitRequests.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(benefitRequests)
      .innerJoin(benefits, eq(benefits.id, benefitRequests.benefitId))
      .where(mine)
      .orderBy(desc(benefitRequests.createdAt), desc(benefitRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(benefitRequests).where(mine),
  ]);
  return { count: total?.n ?? 0, rows };
}
