import {
  type BenefitRequestFilter,
  type BenefitRequestStatus,
  PENDING_BENEFIT_REQUEST_STATUSES,
} from '@apopunkt/domain/constants/rewards';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { benefitRequests, benefits } from '../../db/schema/rewards';
import { users } from '../../db/schema/users';
import { requestColumns } from './benefits.repository';

const withUser = {
  ...requestColumns,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
};

function requestsWithUser(db: Executor, where: SQL | undefined) {
  return db
    .select(withUser)
    .from(benefitRequests)
    .innerJoin(benefits, eq(benefits.id, benefitRequests.benefitId))
    .innerJoin(users, eq(users.id, benefitRequests.userId))
    .where(where);
}

function requestFilter(filter: BenefitRequestFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'pending') return inArray(benefitRequests.status, PENDING_BENEFIT_REQUEST_STATUSES);
  return eq(benefitRequests.status, filter);
}

/**
 * How many requests match the filter: the count of the staff list and the admin dashboard's
 * queue ('pending'), so the number on the dashboard is the length of the list it opens.
 */
export async function countRequestsForStaff(db: Executor, filter: BenefitRequestFilter | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(benefitRequests).where(requestFilter(filter));
  return total?.n ?? 0;
}

/** Requests for staff, oldest first (so nothing waits forever), optionally of one status or the pending ones. */
export async function listRequestsForStaff(
  db: Executor,
  query: { status?: BenefitRequestFilter; limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    requestsWithUser(db, requestFilter(query.status))
      .orderBy(asc(benefitRequests.createdAt), asc(benefitRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    countRequestsForStaff(db, query.status),
  ]);
  return { count: total, rows };
}

/** The request with its user, row-locked so two staff decisions cannot interleave. */
export async function lockRequestWithUser(db: Executor, id: number) {
  const [row] = await requestsWithUser(db, eq(benefitRequests.id, id)).for('update', { of: benefitRequests });
  return row ?? null;
}
export type StaffRequestRow = NonNullable<Awaited<ReturnType<typeof lockRequestWithUser>>>;

export async function saveDecision(
  db: Executor,
  id: number,
  decision: { status: BenefitRequestStatus; note: string | null; decidedById: number; decidedAt: Date },
) {
  await db
    .update(benefitRequests)
    .set({ ...decision, updatedAt: decision.decidedAt })
    .where(eq(benefitRequests.id, id));
}

/** Every benefit for staff, in the editors' order, with its pending requests. */
export async function listBenefitsForStaff(db: Executor, query: { limit: number; offset: number; id?: number }) {
  const where = query.id === undefined ? undefined : eq(benefits.id, query.id);
  const pending = db
    .select({ benefitId: benefitRequests.benefitId, n: count().as('n') })
    .from(benefitRequests)
    .where(inArray(benefitRequests.status, PENDING_BENEFIT_REQUEST_STATUSES))
    .groupBy(benefitRequests.benefitId)
    .as('pending');
  const [rows, [total]] = await Promise.all([
    db
      .select({ benefit: benefits, openRequests: sql<number>`COALESCE(${pending.n}, 0)`.mapWith(Number) })
      .from(benefits)
      .leftJoin(pending, eq(pending.benefitId, benefits.id))
      .where(where)
      .orderBy(desc(benefits.isActive), asc(benefits.position), asc(benefits.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(benefits).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function insertBenefit(db: Executor, values: typeof benefits.$inferInsert): Promise<number> {
  const [row] = await db.insert(benefits).values(values).returning({ id: benefits.id });
  if (!row) throw new Error('benefit not stored');
  return row.id;
}

export async function updateBenefit(
  db: Executor,
  id: number,
  set: Partial<Pick<typeof benefits.$inferInsert, 'title' | 'description' | 'image' | 'isActive' | 'position'>>,
): Promise<boolean> {
  const rows =
    Object.keys(set).length === 0
      ? await db.select({ id: benefits.id }).from(benefits).where(eq(benefits.id, id))
      : await db.update(benefits).set(set).where(eq(benefits.id, id)).returning({ id: benefits.id });
  return rows.length === 1;
}
