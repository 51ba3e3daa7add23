import { and, asc, desc, eq, gt, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { competitionModules, competitions, participations } from '../../db/schema/engagement';
import { modules } from '../../db/schema/modules';
import { definePrepared } from '../../db/statements';

export type CompetitionRow = typeof competitions.$inferSelect;

/**
 * How many of the competition's modules the user passed inside its period (an attempt passed
 * and submitted between start and exclusive end): the count type 1 progress is built from.
 */
export function modulesPassedSql(userId: SQL | Placeholder | number): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM competition_modules cm WHERE cm.competition_id = ${competitions.id}
    AND EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${userId} AND a.module_id = cm.module_id AND a.passed
      AND a.submitted_at >= ${competitions.startsAt} AND a.submitted_at < ${competitions.endsAt}))`.mapWith(Number);
}

const modulesTotalSql =
  sql<number>`(SELECT count(*)::int FROM competition_modules cm WHERE cm.competition_id = ${competitions.id})`.mapWith(
    Number,
  );

/**
 * Running and active at `now`; premium-only ones only for premium members. Both may be
 * placeholders of a statement prepared once (a raw fragment's placeholder takes the boolean as is).
 */
export function runningFor(now: Date | Placeholder, isPremium: boolean | Placeholder): SQL | undefined {
  return and(
    eq(competitions.isActive, true),
    lte(competitions.startsAt, now),
    gt(competitions.endsAt, now),
    sql`(${isPremium}::boolean OR NOT ${competitions.isOnlyForPremiumUsers})`,
  );
}

function competitionsWithUser(db: Executor, userId: Placeholder | number) {
  return db
    .select({
      competition: competitions,
      joinedAt: participations.createdAt,
      hasAcceptedTos: participations.hasAcceptedTos,
      modulesTotal: modulesTotalSql,
      modulesPassed: modulesPassedSql(userId),
    })
    .from(competitions)
    .leftJoin(
      participations,
      and(eq(participations.competitionId, competitions.id), eq(participations.userId, userId)),
    );
}

function competitionOrder(newestFirst: boolean) {
  return [newestFirst ? desc(competitions.startsAt) : asc(competitions.startsAt), desc(competitions.id)];
}

/** Competitions with the user's participation and the counts its progress needs. */
export async function listCompetitionsForUser(
  db: Executor,
  userId: number,
  where: SQL | undefined,
  options: { limit: number; newestFirst: boolean },
) {
  return competitionsWithUser(db, userId)
    .where(where)
    .orderBy(...competitionOrder(options.newestFirst))
    .limit(options.limit);
}
export type CompetitionForUserRow = Awaited<ReturnType<typeof listCompetitionsForUser>>[number];

/**
 * The running competitions of Home's tiles and banners, built and prepared once per order and kind
 * (issue 9: building this query was half of the portal's time for `GET /v1/competitions`).
 */
function runningForUserQuery(name: string, options: { newestFirst: boolean; ofKind: boolean }) {
  return definePrepared((db) =>
    competitionsWithUser(db, sql.placeholder('userId'))
      .where(
        and(
          runningFor(sql.placeholder('now'), sql.placeholder('premium')),
          options.ofKind ? eq(competitions.isSpecial, sql.placeholder('special')) : undefined,
        ),
      )
      .orderBy(...competitionOrder(options.newestFirst))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

const runningNewestFirst = runningForUserQuery('running_competitions_newest', { newestFirst: true, ofKind: false });
const runningOldestFirst = runningForUserQuery('running_competitions_oldest', { newestFirst: false, ofKind: false });
const runningOfKindNewestFirst = runningForUserQuery('running_competitions_of_kind', {
  newestFirst: true,
  ofKind: true,
});

interface RunningQuery {
  viewer: { id: number; isPremium: boolean };
  now: Date;
  limit: number;
}

/** Running and active competitions at `now` (runningFor) with the user's participation and progress. */
export async function listRunningCompetitionsForUser(
  db: Executor,
  { viewer, now, limit }: RunningQuery,
  newestFirst: boolean,
): Promise<CompetitionForUserRow[]> {
  const query = newestFirst ? runningNewestFirst : runningOldestFirst;
  return query(db).execute({ userId: viewer.id, now, premium: viewer.isPremium, limit });
}

/** The same, only special competitions (isSpecial) or only the others, newest first. */
export async function listRunningCompetitionsOfKind(
  db: Executor,
  { viewer, now, limit }: RunningQuery,
  isSpecial: boolean,
): Promise<CompetitionForUserRow[]> {
  const values = { userId: viewer.id, now, premium: viewer.isPremium, limit, special: isSpecial };
  return runningOfKindNewestFirst(db).execute(values);
}

export function competitionKeyWhere(key: { id: number } | { slug: string }): SQL {
  return 'id' in key ? eq(competitions.id, key.id) : eq(competitions.slug, key.slug);
}

/**
 * A competition's modules in order, with whether the user passed each inside the period (what
 * counts) and whether before its start (what does not).
 */
export async function competitionModulesFor(db: Executor, competition: CompetitionRow, userId: number | null) {
  const passed = (window: SQL) =>
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${userId} AND a.module_id = ${modules.id} AND a.passed
          AND ${window})`;
  const isDone = passed(sql`a.submitted_at >= ${competition.startsAt} AND a.submitted_at < ${competition.endsAt}`);
  const passedBeforeStart = passed(sql`a.submitted_at < ${competition.startsAt}`);
  return db
    .select({ id: modules.id, name: modules.name, type: modules.type, slug: modules.slug, isDone, passedBeforeStart })
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
    .where(and(runningFor(now, viewer.isPremium), eq(modules.productId, productId)))
    .orderBy(asc(competitions.endsAt), asc(competitions.id));
}
