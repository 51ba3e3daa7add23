import { and, asc, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/catalog';
import { competitionModules, competitions, participations } from '../../db/schema/engagement';

export type CompetitionRow = typeof competitions.$inferSelect;

/**
 * How many of the competition's modules the user passed inside its period (an attempt passed
 * and submitted between start and exclusive end): the count type 1 progress is built from.
 */
export function modulesPassedSql(userId: SQL | number): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM competition_modules cm WHERE cm.competition_id = ${competitions.id}
    AND EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${userId} AND a.module_id = cm.module_id AND a.passed
      AND a.submitted_at >= ${competitions.startsAt} AND a.submitted_at < ${competitions.endsAt}))`.mapWith(Number);
}

const modulesTotalSql =
  sql<number>`(SELECT count(*)::int FROM competition_modules cm WHERE cm.competition_id = ${competitions.id})`.mapWith(
    Number,
  );

/** Running and active at `now`; premium-only ones only for premium members. */
export function runningFor(now: Date, viewer: { isPremium: boolean }): SQL | undefined {
  return and(
    eq(competitions.isActive, true),
    lte(competitions.startsAt, now),
    gt(competitions.endsAt, now),
    viewer.isPremium ? undefined : eq(competitions.isOnlyForPremiumUsers, false),
  );
}

/** Competitions with the user's participation and the counts its progress needs. */
export async function listCompetitionsForUser(
  db: Executor,
  userId: number,
  where: SQL | undefined,
  options: { limit: number; newestFirst: boolean },
) {
  return db
    .select({
      competition: competitions,
      joinedAt: participations.createdAt,
      hasAcceptedTos: participations.hasAcceptedTos,
      modulesTotal: modulesTotalSql,
      modulesPassed: modulesPassedSql(userId),
    })
    .from(competitions)
    .leftJoin(participations, and(eq(participations.competitionId, competitions.id), eq(participations.userId, userId)))
    .where(where)
    .orderBy(options.newestFirst ? desc(competitions.startsAt) : asc(competitions.startsAt), desc(competitions.id))
    .limit(options.limit);
}
export type CompetitionForUserRow = Awaited<ReturnType<typeof listCompetitionsForUser>>[number];

export function competitionKeyWhere(key: { id: number } | { slug: string }): SQL {
  return 'id' in key ? eq(competitions.id, key.id) : eq(competitions.slug, key.slug);
}

/** A competition's modules in order, with whether the user passed each inside the period. */
export async function competitionModulesFor(db: Executor, competition: CompetitionRow, userId: number | null) {
  const isDone =
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${userId} AND a.module_id = ${modules.id} AND a.passed
          AND a.submitted_at >= ${competition.startsAt} AND a.submitted_at < ${competition.endsAt})`;
  return db
    .select({ id: modules.id, name: modules.name, type: modules.type, slug: modules.slug, isDone })
    .from(competitionModules)
    .innerJoin(modules, eq(modules.id, competitionModules.moduleId))
    .where(eq(competitionModules.competitionId, competition.id))
    .orderBy(asc(competitionModules.position), asc(modules.id));
}

/** Records the participation; null when the user already takes part (the primary key decides). */
export async function insertParticipation(
  db: Executor,
  values: { competitionId: number; userId: number; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(participations)
    .values({ ...values, hasAcceptedTos: true })
    .onConflictDoNothing()
    .returning({ userId: participations.userId });
  return rows.length === 1;
}

/** Competitions on a product page: running ones that count a module of the product. */
export async function competitionsOfProduct(
  db: Executor,
  productId: number,
  now: Date,
  viewer: { isPremium: boolean },
) {
  return db
    .selectDistinct({
      id: competitions.id,
      name: competitions.name,
      thumbnailImage: competitions.thumbnailImage,
      endsAt: competitions.endsAt,
    })
    .from(competitions)
    .innerJoin(competitionModules, eq(competitionModules.competitionId, competitions.id))
    .innerJoin(modules, eq(modules.id, competitionModules.moduleId))
    .where(and(runningFor(now, viewer), eq(modules.productId, productId)))
    .orderBy(asc(competitions.endsAt), asc(competitions.id));
}
