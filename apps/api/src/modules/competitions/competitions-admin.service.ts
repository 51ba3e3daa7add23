import { randomBytes } from 'node:crypto';
import type { CompetitionType } from '@apopunkt/domain/constants/engagement';
import { ENGAGEMENT_ERRORS, STAFF_FORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { periodState } from '@apopunkt/domain/rules/competitions';
import { drawWinners } from '@apopunkt/domain/rules/winner-draw';
import {
  type AdminCompetition,
  type CompetitionAnalytics,
  type CompetitionDraw,
  type CreateCompetitionBody,
  missingConfirmedTexts,
  type PatchCompetitionBody,
} from '@apopunkt/domain/schemas/competitions';
import type { Executor } from '../../db/client';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { participantCharts, participantsCsv, progressOf } from './competition-analytics';
import type { CompetitionRow } from './competitions.repository';
import {
  type CompetitionStatus,
  findCompetitionAdmin,
  findDraw,
  insertCompetition,
  insertDraw,
  insertWinners,
  listCompetitionsAdmin,
  moduleCompletionOf,
  moduleOptions,
  modulesOfCompetition,
  modulesOfCompetitions,
  participantsOf,
  replaceCompetitionModules,
  updateCompetition,
} from './competitions-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
type Actor = { id: number };

const notFound = () => new AppError('NOT_FOUND', ENGAGEMENT_ERRORS.competitionNotFound);
const slugTaken = () => new AppError('CONFLICT', STAFF_FORM_ERRORS.slugTaken);

function base(row: CompetitionRow, participants: number, now: Date) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    competitionType: row.competitionType as CompetitionType,
    description: row.description,
    termsOfService: row.termsOfService,
    privacyPolicy: row.privacyPolicy,
    bannerImage: row.bannerImage,
    thumbnailImage: row.thumbnailImage,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isActive: row.isActive,
    isSpecial: row.isSpecial,
    isOnlyForVerifiedUsers: row.isOnlyForVerifiedUsers,
    isOnlyForPremiumUsers: row.isOnlyForPremiumUsers,
    status: periodState(row, now) as CompetitionStatus,
    participants,
    createdAt: row.createdAt.toISOString(),
  };
}

async function drawOf(db: Executor, competitionId: number): Promise<CompetitionDraw | null> {
  const found = await findDraw(db, competitionId);
  if (!found) return null;
  return {
    seed: found.draw.seed,
    winnerCount: found.draw.winnerCount,
    eligibleCount: found.draw.eligibleCount,
    drawnAt: found.draw.drawnAt.toISOString(),
    winners: found.winners,
  };
}

export async function listCompetitionsForStaff(
  deps: Deps,
  query: { status?: CompetitionStatus; limit: number; offset: number },
) {
  const now = deps.clock.now();
  const { count, rows } = await listCompetitionsAdmin(deps.db, query, now);
  const modulesOf = await modulesOfCompetitions(
    deps.db,
    rows.map((r) => r.competition.id),
  );
  const results = rows.map((r) => ({
    ...base(r.competition, r.participants, now),
    modules: modulesOf.get(r.competition.id) ?? [],
  }));
  return { count, results };
}

export async function getCompetitionForStaff(
  deps: Deps,
  id: number,
  db: Executor = deps.db,
): Promise<AdminCompetition> {
  const row = await findCompetitionAdmin(db, id);
  if (!row) throw notFound();
  return {
    ...base(row.competition, row.participants, deps.clock.now()),
    modules: await modulesOfCompetition(db, id),
    draw: await drawOf(db, id),
  };
}

/**
 * An active competition keeps the texts members confirm when joining (issue 36): the saved
 * result is checked, so neither emptying a text nor activating a competition without one passes.
 * 400 VALIDATION_FAILED with the field issues, as the body's validation answers them.
 */
function requireConfirmedTexts(after: { isActive: boolean; termsOfService: string; privacyPolicy: string }) {
  const missing = missingConfirmedTexts(after);
  const [first] = missing;
  if (!first) return;
  throw new AppError(
    'VALIDATION_FAILED',
    first.message,
    missing.map(({ field, message }) => ({ in: 'body', path: `/${field}`, message })),
  );
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** `POST /v1/admin/competitions`: one of the three types with its modules (type 1). */
export async function createCompetitionAsStaff(deps: Deps, actor: Actor, body: CreateCompetitionBody) {
  return saving(() =>
    inTransaction(deps.db, async (tx) => {
      const { moduleIds, startsAt, endsAt, ...fields } = body;
      const row = await insertCompetition(tx, { ...fields, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
      if (!row) throw slugTaken();
      await replaceCompetitionModules(tx, row.id, body.competitionType === 1 ? moduleIds : []);
      const created = await getCompetitionForStaff(deps, row.id, tx);
      await recordStaffChange(tx, deps.clock, {
        actor,
        action: 'competition.create',
        entityType: 'competition',
        entityId: row.id,
        after: created,
      });
      return created;
    }),
  );
}

/** `PATCH /v1/admin/competitions/{id}`: texts, images, period, flags and (type 1) modules. */
export async function patchCompetitionAsStaff(deps: Deps, actor: Actor, id: number, body: PatchCompetitionBody) {
  return saving(() =>
    inTransaction(deps.db, async (tx) => {
      const before = await getCompetitionForStaff(deps, id, tx);
      const { moduleIds, startsAt, endsAt, ...fields } = body;
      const start = startsAt ? new Date(startsAt) : new Date(before.startsAt);
      const end = endsAt ? new Date(endsAt) : new Date(before.endsAt);
      if (start >= end) throw new AppError('VALIDATION_FAILED', STAFF_FORM_ERRORS.endBeforeStart);
      if (before.competitionType === 1 && moduleIds && moduleIds.length === 0) {
        throw new AppError('VALIDATION_FAILED', ENGAGEMENT_ERRORS.moduleCompetitionNeedsModule);
      }
      requireConfirmedTexts({ ...before, ...fields });
      await updateCompetition(tx, id, { ...fields, startsAt: start, endsAt: end, updatedAt: deps.clock.now() });
      if (moduleIds && before.competitionType === 1) await replaceCompetitionModules(tx, id, moduleIds);
      const after = await getCompetitionForStaff(deps, id, tx);
      await recordStaffChange(tx, deps.clock, {
        actor,
        action: 'competition.update',
        entityType: 'competition',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

/** `GET /v1/admin/competitions/{id}/analytics`. */
export async function competitionAnalytics(deps: Deps, id: number): Promise<CompetitionAnalytics> {
  const row = await findCompetitionAdmin(deps.db, id);
  if (!row) throw notFound();
  const c = row.competition;
  const [participants, moduleCompletion] = await Promise.all([
    participantsOf(deps.db, id),
    moduleCompletionOf(deps.db, c),
  ]);
  return {
    ...participantCharts(c.competitionType as CompetitionType, moduleCompletion.length, participants),
    moduleCompletion,
  };
}

/**
 * `POST /v1/admin/competitions/{id}/draw`: draws `count` winners among the eligible participants
 * (progress 100 %) of an ended competition with a random seed that is stored with the result, so
 * the draw can be reproduced (drawWinners). The draw row is claimed first: a second draw, also a
 * concurrent one, answers 409. Winners get an e-mail after the commit.
 */
export async function drawCompetitionWinners(
  deps: Deps & Pick<ResolvedDeps, 'mailer' | 'config'>,
  actor: Actor,
  id: number,
  count: number,
): Promise<CompetitionDraw> {
  const now = deps.clock.now();
  const result = await inTransaction(deps.db, async (tx) => {
    const row = await findCompetitionAdmin(tx, id, { lock: true });
    if (!row) throw notFound();
    const c = row.competition;
    if (periodState(c, now) !== 'ended') {
      throw new AppError('PRECONDITION_FAILED', ENGAGEMENT_ERRORS.drawAfterEnd);
    }
    const modulesTotal = (await modulesOfCompetition(tx, id)).length;
    const eligible = (await participantsOf(tx, id)).filter(
      (p) => progressOf(c.competitionType as CompetitionType, modulesTotal, p) >= 100,
    );
    const seed = randomBytes(16).toString('hex');
    const winners = drawWinners(
      eligible.map((p) => p.userId),
      count,
      seed,
    );
    const claimed = await insertDraw(tx, {
      competitionId: id,
      seed,
      winnerCount: winners.length,
      eligibleCount: eligible.length,
      drawnAt: now,
      drawnById: actor.id,
    });
    if (!claimed) throw new AppError('CONFLICT', ENGAGEMENT_ERRORS.alreadyDrawn);
    await insertWinners(tx, id, winners);
    const draw = (await drawOf(tx, id)) as CompetitionDraw;
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'competition.draw',
      entityType: 'competition',
      entityId: id,
      after: { seed, winnerCount: winners.length, eligibleCount: eligible.length, winners },
    });
    return { draw, name: c.name };
  });
  for (const winner of result.draw.winners) {
    await deps.mailer.send({
      to: winner.email,
      subject: `Du hast beim Gewinnspiel „${result.name}“ gewonnen!`,
      text: `Hallo ${winner.firstName},\n\nherzlichen Glückwunsch: Du gehörst zu den Gewinnerinnen und Gewinnern des Gewinnspiels „${result.name}“ bei ${deps.config.PRODUCT_NAME}. Wir melden uns in Kürze wegen deines Gewinns bei dir.\n\nDein ${deps.config.PRODUCT_NAME}-Team`,
    });
  }
  return result.draw;
}

/** `GET /v1/admin/competitions/{id}/participants.csv`: the list for prize fulfilment. */
export async function competitionParticipantsCsv(deps: Deps, id: number): Promise<string> {
  const row = await findCompetitionAdmin(deps.db, id);
  if (!row) throw notFound();
  const c = row.competition;
  const [participants, modulesList, draw] = await Promise.all([
    participantsOf(deps.db, id),
    modulesOfCompetition(deps.db, id),
    findDraw(deps.db, id),
  ]);
  const ranks = new Map(draw?.winners.map((w) => [w.userId, w.rank]) ?? []);
  return participantsCsv(
    participants.map((p) => ({
      ...p,
      progress: progressOf(c.competitionType as CompetitionType, modulesList.length, p),
      rank: ranks.get(p.userId) ?? null,
    })),
  );
}

/** `GET /v1/admin/engagement/modules`: the module choices of the staff forms. */
export async function engagementModuleOptions(deps: Pick<ResolvedDeps, 'db'>) {
  return { results: await moduleOptions(deps.db) };
}
