import type { AdminCompetition } from '@apopunkt/domain/schemas/competitions';
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  competitionDraws,
  competitionModules,
  competitions,
  competitionWinners,
  participations,
} from '../../db/schema/engagement';
import { modules } from '../../db/schema/modules';
import { employees, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { type CompetitionRow, modulesPassedSql } from './competitions.repository';

export type CompetitionStatus = 'running' | 'upcoming' | 'ended';

function statusWhere(status: CompetitionStatus | undefined, now: Date): SQL | undefined {
  if (status === 'running') return and(lte(competitions.startsAt, now), gt(competitions.endsAt, now));
  if (status === 'upcoming') return gt(competitions.startsAt, now);
  if (status === 'ended') return lte(competitions.endsAt, now);
  return undefined;
}

const participantsSql =
  sql<number>`(SELECT count(*)::int FROM participations p WHERE p.competition_id = ${competitions.id})`.mapWith(Number);

/** Staff list, newest start first, with the participant count. */
export async function listCompetitionsAdmin(
  db: Executor,
  query: { status?: CompetitionStatus; limit: number; offset: number },
  now: Date,
) {
  const where = statusWhere(query.status, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ competition: competitions, participants: participantsSql })
      .from(competitions)
      .where(where)
      .orderBy(desc(competitions.startsAt), desc(competitions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(competitions).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findCompetitionAdmin(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ competition: competitions, participants: participantsSql })
    .from(competitions)
    .where(eq(competitions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A competition's module as the staff views answer it. */
type CompetitionModule = AdminCompetition['modules'][number];

/** The modules of several competitions in one query, each list in the competition's order. */
export async function modulesOfCompetitions(
  db: Executor,
  competitionIds: number[],
): Promise<Map<number, CompetitionModule[]>> {
  const byCompetition = new Map<number, CompetitionModule[]>(competitionIds.map((id) => [id, []]));
  if (competitionIds.length === 0) return byCompetition;
  const rows = await db
    .select({
      competitionId: competitionModules.competitionId,
      id: modules.id,
      name: modules.name,
      slug: modules.slug,
    })
    .from(competitionModules)
    .innerJoin(modules, eq(modules.id, competitionModules.moduleId))
    .where(inArray(competitionModules.competitionId, competitionIds))
    .orderBy(asc(competitionModules.position), asc(modules.id));
  for (const { competitionId, ...module } of rows) byCompetition.get(competitionId)?.push(module);
  return byCompetition;
}

export async function modulesOfCompetition(db: Executor, competitionId: number): Promise<CompetitionModule[]> {
  return (await modulesOfCompetitions(db, [competitionId])).get(competitionId) ?? [];
}

/** Null when the slug is taken (unique index). */
export async function insertCompetition(
  db: Executor,
  values: typeof competitions.$inferInsert,
): Promise<CompetitionRow | null> {
  const [row] = await db.insert(competitions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCompetition(db: Executor, id: number, values: Partial<typeof competitions.$inferInsert>) {
  const [row] = await db.update(competitions).set(values).where(eq(competitions.id, id)).returning();
  return row ?? null;
}

export async function replaceCompetitionModules(db: Executor, competitionId: number, moduleIds: number[]) {
  await db.delete(competitionModules).where(eq(competitionModules.competitionId, competitionId));
  if (moduleIds.length) {
    await db
      .insert(competitionModules)
      .values(moduleIds.map((moduleId, position) => ({ competitionId, moduleId, position })));
  }
}

/** Every participant with what their progress needs, and the job and workplace postcode for reports. */
export async function participantsOf(db: Executor, competitionId: number) {
  return db
    .select({
      userId: participations.userId,
      joinedAt: participations.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      job: users.job,
      zip: organisations.zip,
      isVerified: sql<boolean>`coalesce(${employees.isVerified}, false)`,
      modulesPassed: modulesPassedSql(sql`${participations.userId}`),
    })
    .from(participations)
    .innerJoin(competitions, eq(competitions.id, participations.competitionId))
    .innerJoin(users, eq(users.id, participations.userId))
    .leftJoin(employees, eq(employees.userId, participations.userId))
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .where(eq(participations.competitionId, competitionId))
    .orderBy(asc(participations.createdAt), asc(participations.userId));
}
export type ParticipantRow = Awaited<ReturnType<typeof participantsOf>>[number];

/** How many participants passed each module inside the period. */
export async function moduleCompletionOf(db: Executor, competition: CompetitionRow) {
  return db
    .select({
      moduleId: modules.id,
      name: modules.name,
      passed: sql<number>`(SELECT count(*)::int FROM participations p WHERE p.competition_id = ${competition.id}
        AND EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = p.user_id AND a.module_id = ${modules.id} AND a.passed
          AND a.submitted_at >= ${competition.startsAt} AND a.submitted_at < ${competition.endsAt}))`.mapWith(Number),
    })
    .from(competitionModules)
    .innerJoin(modules, eq(modules.id, competitionModules.moduleId))
    .where(eq(competitionModules.competitionId, competition.id))
    .orderBy(asc(competitionModules.position), asc(modules.id));
}

/** Claims the competition's one draw; false when it was drawn already (the primary key decides). */
export async function insertDraw(db: Executor, values: typeof competitionDraws.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(competitionDraws)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: competitionDraws.competitionId });
  return rows.length === 1;
}

export async function insertWinners(db: Executor, competitionId: number, userIds: number[]) {
  if (!userIds.length) return;
  await db.insert(competitionWinners).values(userIds.map((userId, i) => ({ competitionId, userId, rank: i + 1 })));
}

export async function findDraw(db: Executor, competitionId: number) {
  const [draw] = await db.select().from(competitionDraws).where(eq(competitionDraws.competitionId, competitionId));
  if (!draw) return null;
  const winners = await db
    .select({
      rank: competitionWinners.rank,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(competitionWinners)
    .innerJoin(users, eq(users.id, competitionWinners.userId))
    .where(eq(competitionWinners.competitionId, competitionId))
    .orderBy(asc(competitionWinners.rank));
  return { draw, winners };
}

/** Every module by name, for the module pickers of competitions and weekly challenges. */
export async function moduleOptions(db: Executor) {
  return db
    .select({ id: modules.id, name: modules.name, slug: modules.slug })
    .from(modules)
    .orderBy(asc(modules.nameSort), asc(modules.id));
}
