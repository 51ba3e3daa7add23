import type { SubmissionBody, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { attempts } from '../../db/schema/learning';
import { scheduledDeposits } from '../../db/schema/ledger';
import { modules } from '../../db/schema/modules';
import { users } from '../../db/schema/users';
import { definePrepared } from '../../db/statements';
import { selectModuleDetail } from '../learning-modules';
import { questRunsForModule } from '../quests';

export type AttemptRow = typeof attempts.$inferSelect;

const insertOpenAttemptQuery = definePrepared((db) =>
  db
    .insert(attempts)
    .values({
      userId: sql.placeholder('userId'),
      moduleId: sql.placeholder('moduleId'),
      startedAt: sql.placeholder('startedAt'),
      contentVersion: sql.placeholder('contentVersion'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('insert_open_attempt'),
);

/**
 * Opens an attempt unless one is open already (partial unique index: one open attempt per user
 * and module); null when a racing start opened one first.
 */
export async function insertOpenAttempt(
  db: Executor,
  values: { userId: number; moduleId: number; startedAt: Date; contentVersion: number },
): Promise<AttemptRow | null> {
  const [row] = await insertOpenAttemptQuery(db).execute(values);
  return row ?? null;
}

export async function findOpenAttempt(db: Executor, userId: number, moduleId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.moduleId, moduleId), isNull(attempts.submittedAt)));
  return row ?? null;
}

/** The open attempt first (submitted_at is null), then the submitted ones, newest first. */
const historyOrder = sql`${attempts.submittedAt} DESC NULLS FIRST`;

const attemptHistoryQuery = definePrepared((db) =>
  db
    .select({
      id: attempts.id,
      startedAt: attempts.startedAt,
      contentVersion: attempts.contentVersion,
      submittedAt: attempts.submittedAt,
      passed: attempts.passed,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, sql.placeholder('userId')), eq(attempts.moduleId, sql.placeholder('moduleId'))))
    .orderBy(historyOrder)
    .limit(sql.placeholder('limit'))
    .prepare('attempt_history'),
);

/** One row of a user's attempt history of a module: what a start and the retry wait need. */
export type HistoryAttempt = Pick<AttemptRow, 'id' | 'startedAt' | 'contentVersion' | 'submittedAt' | 'passed'>;
/** The open attempt, if any, and the latest submitted ones, newest first (rules/attempt-retry). */
export interface AttemptHistory {
  open: HistoryAttempt | null;
  latest: { passed: boolean | null; submittedAt: Date }[];
}

/** The history from the newest `submissions + 1` rows in history order. */
function toHistory(rows: HistoryAttempt[], submissions: number): AttemptHistory {
  const open = rows[0] && rows[0].submittedAt === null ? rows[0] : null;
  const latest = rows.flatMap((r) => (r.submittedAt ? [{ passed: r.passed, submittedAt: r.submittedAt }] : []));
  return { open, latest: latest.slice(0, submissions) };
}

/**
 * What a start needs to know of the user's attempts of a module, in one prepared statement: the
 * open attempt, if any, and the latest `submissions` submitted attempts, newest first (retry wait).
 */
export async function attemptHistory(
  db: Executor,
  userId: number,
  moduleId: number,
  submissions: number,
): Promise<AttemptHistory> {
  return toHistory(await attemptHistoryQuery(db).execute({ userId, moduleId, limit: submissions + 1 }), submissions);
}

/** A HistoryAttempt as JSON: the times as ISO text. */
type HistoryAttemptJson = Omit<HistoryAttempt, 'startedAt' | 'submittedAt'> & {
  startedAt: string;
  submittedAt: string | null;
};

/** The same rows as attemptHistory's, for the module of the outer query, as a JSON array. */
const historyJson = sql<HistoryAttemptJson[]>`(
  SELECT COALESCE(json_agg(json_build_object('id', h.id, 'startedAt', h.started_at, 'contentVersion',
    h.content_version, 'submittedAt', h.submitted_at, 'passed', h.passed) ORDER BY h.submitted_at DESC NULLS FIRST), '[]'::json)
  FROM (SELECT ${attempts.id} AS id, ${attempts.startedAt} AS started_at, ${attempts.contentVersion} AS content_version,
      ${attempts.submittedAt} AS submitted_at, ${attempts.passed} AS passed
    FROM ${attempts}
    WHERE ${attempts.userId} = ${sql.placeholder('userId')} AND ${attempts.moduleId} = ${modules.id}
    ORDER BY ${historyOrder} LIMIT ${sql.placeholder('limit')}) h)`;

const moduleForStartQuery = definePrepared((db) =>
  selectModuleDetail(db, { history: historyJson })
    .where(eq(modules.slug, sql.placeholder('slug')))
    .prepare('module_for_start'),
);

/**
 * A start's one read: the module by slug as the player reads it (selectModuleDetail; whoever may
 * see it, the caller decides; null when no module has the slug) with the user's attempt history
 * of it (attemptHistory).
 */
export async function findModuleForStart(db: Executor, userId: number, slug: string, submissions: number) {
  const [row] = await moduleForStartQuery(db).execute({ userId, slug, limit: submissions + 1 });
  if (!row) return { module: null, history: toHistory([], submissions) };
  const { history, ...module } = row;
  const rows = history.map((h) => ({
    ...h,
    startedAt: new Date(h.startedAt),
    submittedAt: h.submittedAt === null ? null : new Date(h.submittedAt),
  }));
  return { module, history: toHistory(rows, submissions) };
}

/**
 * The user's attempt, locked, with its module as the player reads it (selectModuleDetail), whether
 * a scheduled deposit of the module is due and whether a quest of it runs: one prepared statement
 * (`now` as ISO text for the raw condition, `at` as a Date for the quest's columns).
 */
const lockAttemptForSubmissionQuery = definePrepared((db) =>
  selectModuleDetail(db, {
    attempt: getTableColumns(attempts),
    depositDue: sql<boolean>`EXISTS (SELECT 1 FROM ${scheduledDeposits} s
        WHERE s.module_id = ${attempts.moduleId} AND s.transfer_id IS NULL
          AND s.due_at <= ${sql.placeholder('now')}::timestamptz)`.mapWith(Boolean),
    questRunning: questRunsForModule(attempts.moduleId, sql.placeholder('at')),
  })
    .innerJoin(attempts, eq(attempts.moduleId, modules.id))
    .where(and(eq(attempts.id, sql.placeholder('id')), eq(attempts.userId, sql.placeholder('userId'))))
    .for('update', { of: attempts })
    .prepare('lock_attempt_for_submission'),
);

/**
 * Locks the user's attempt (null when it is not theirs), so that racing submissions of it are
 * graded one after the other, and reads with it its module (whoever may see it: the caller
 * decides), whether a scheduled deposit of the module is due at `now`, so the budget can be topped
 * up first, and whether a quest of the module runs at `now`, so only then the booking looks for a
 * quest bonus.
 */
export async function lockAttemptForSubmission(tx: Tx, id: string, userId: number, now: Date) {
  const [row] = await lockAttemptForSubmissionQuery(tx).execute({ id, userId, now: now.toISOString(), at: now });
  if (!row) return null;
  const { attempt, depositDue, questRunning, ...module } = row;
  return { attempt, module, depositDue, questRunning };
}

/**
 * The attempt's result, and the user's knowledge points of a first pass, in one statement: the
 * points go to the users row only when there are any (no row is touched, so no change is announced,
 * otherwise).
 */
const saveAttemptResultQuery = definePrepared((db) => {
  const knowledge = db.$with('knowledge', { id: users.id }).as(
    sql`UPDATE ${users} SET knowledge_score = knowledge_score + ${sql.placeholder('knowledgePoints')}::int
      WHERE id = ${sql.placeholder('userId')}::int AND ${sql.placeholder('knowledgePoints')}::int > 0 RETURNING id`,
  );
  return db
    .with(knowledge)
    .update(attempts)
    .set({
      submittedAt: sql`${sql.placeholder('submittedAt')}::timestamptz`,
      passed: sql`${sql.placeholder('passed')}::boolean`,
      result: sql`${sql.placeholder('result')}::jsonb`,
      answers: sql`COALESCE(${sql.placeholder('answers')}::jsonb, ${attempts.answers})`,
    })
    .where(eq(attempts.id, sql.placeholder('id')))
    .prepare('save_attempt_result');
});

/**
 * The attempt keeps its result (and the answers, when given); the user gets the knowledge points
 * the result names (a first pass), in the same statement.
 */
export async function saveAttemptResult(
  db: Executor,
  attempt: { id: string; userId: number },
  values: { submittedAt: Date; passed: boolean; result: SubmissionResult; answers?: SubmissionBody['answers'] },
): Promise<void> {
  await saveAttemptResultQuery(db).execute({
    id: attempt.id,
    userId: attempt.userId,
    knowledgePoints: values.result.knowledgePoints,
    submittedAt: values.submittedAt.toISOString(),
    passed: values.passed,
    result: JSON.stringify(values.result),
    answers: values.answers ? JSON.stringify(values.answers) : null,
  });
}
