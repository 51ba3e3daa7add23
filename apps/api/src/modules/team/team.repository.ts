import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleCompletions } from '../../db/schema/learning';
import { modules } from '../../db/schema/modules';
import { employees, organisations } from '../../db/schema/organisations';
import { certificateAccreditations } from '../../db/schema/platform';
import { certificates } from '../../db/schema/premium';
import { teamRecommendations } from '../../db/schema/team';
import { users } from '../../db/schema/users';
import { countsAsReach } from '../users';

/** The pharmacy the user is verified at (a verified employment at an organisation of type PHA). */
export async function findVerifiedPharmacyOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, city: organisations.city })
    .from(employees)
    .innerJoin(organisations, eq(organisations.id, employees.organisationId))
    .where(and(eq(employees.userId, userId), eq(employees.isVerified, true), eq(organisations.type, 'PHA')))
    .limit(1);
  return row ?? null;
}

/** The active members verified at the pharmacy, but the one asking (no staff, no customers). */
export async function listVerifiedMembers(db: Executor, organisationId: number, exceptUserId: number) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, job: users.job })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(
      and(
        eq(employees.organisationId, organisationId),
        eq(employees.isVerified, true),
        eq(users.isActive, true),
        ne(users.id, exceptUserId),
        countsAsReach('users'),
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id);
}

/** How many modules each of these users passed. */
export async function countPasses(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: moduleCompletions.userId, n: count() })
    .from(moduleCompletions)
    .where(inArray(moduleCompletions.userId, userIds))
    .groupBy(moduleCompletions.userId);
}

/** How many certificates each of these users holds. */
export async function countCertificates(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: certificates.userId, n: count() })
    .from(certificates)
    .where(inArray(certificates.userId, userIds))
    .groupBy(certificates.userId);
}

/** The Fortbildungspunkte of these users' certificates of attendance. */
export async function listAttendedPoints(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: certificateAccreditations.userId,
      points: certificateAccreditations.points,
      attendedAt: certificateAccreditations.attendedAt,
    })
    .from(certificateAccreditations)
    .where(inArray(certificateAccreditations.userId, userIds));
}

/** Which of these users passed which of these modules. */
export async function listPassesOf(db: Executor, userIds: number[], moduleIds: number[]) {
  if (userIds.length === 0 || moduleIds.length === 0) return [];
  return db
    .select({ userId: moduleCompletions.userId, moduleId: moduleCompletions.moduleId })
    .from(moduleCompletions)
    .where(and(inArray(moduleCompletions.userId, userIds), inArray(moduleCompletions.moduleId, moduleIds)));
}

/** The pharmacy's recommendations, newest first, with the module and who recommended it. */
export async function listRecommendationsOf(db: Executor, organisationId: number, limit = 50) {
  return db
    .select({
      moduleId: teamRecommendations.moduleId,
      moduleSlug: modules.slug,
      moduleName: modules.name,
      message: teamRecommendations.message,
      recommendedAt: teamRecommendations.recommendedAt,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(teamRecommendations)
    .innerJoin(modules, eq(modules.id, teamRecommendations.moduleId))
    .leftJoin(users, eq(users.id, teamRecommendations.recommendedById))
    .where(eq(teamRecommendations.organisationId, organisationId))
    .orderBy(desc(teamRecommendations.recommendedAt), desc(teamRecommendations.id))
    .limit(limit);
}
export type RecommendationRow = Awaited<ReturnType<typeof listRecommendationsOf>>[number];

/** How many recommendations the owner made (or renewed) since `since`. */
export async function countRecommendationsSince(db: Executor, ownerId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(teamRecommendations)
    .where(and(eq(teamRecommendations.recommendedById, ownerId), gte(teamRecommendations.recommendedAt, since)));
  return row?.n ?? 0;
}

/** Records the recommendation, or renews the pharmacy's earlier one of the module. */
export async function upsertRecommendation(db: Executor, values: typeof teamRecommendations.$inferInsert) {
  await db
    .insert(teamRecommendations)
    .values(values)
    .onConflictDoUpdate({
      target: [teamRecommendations.organisationId, teamRecommendations.moduleId],
      set: {
        recommendedById: values.recommendedById,
        message: values.message,
        recommendedAt: values.recommendedAt,
      },
    });
}

/** Serialises one owner's recommendations, so the daily limit holds under concurrent requests. */
export async function lockRecommendationsOf(db: Executor, ownerId: number) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${RECOMMENDATION_LOCK_KEY}, ${ownerId})`);
}
/** "trec" in ASCII. */
const RECOMMENDATION_LOCK_KEY = 0x74726563;
