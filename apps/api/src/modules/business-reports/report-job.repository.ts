import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countsAsReach } from '../users';
import type { AttemptFact, PharmacyState, ReportDeltas, UserState } from './report-fold';

/** The job's advisory lock key ("report" in ASCII): one instance folds at a time. */
const REPORT_LOCK_KEY = 0x7265706f7274;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function json(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/** Takes the job's transaction-scoped advisory lock; false when another instance holds it. */
export async function tryReportLock(tx: Executor): Promise<boolean> {
  const [row] = await rows<{ locked: boolean }>(
    tx,
    sql`SELECT pg_try_advisory_xact_lock(${REPORT_LOCK_KEY}) AS locked`,
  );
  return row?.locked === true;
}

/** Removes up to `limit` queued attempts and answers their ids (committed with the fold). */
export async function claimQueuedAttempts(tx: Executor, limit: number): Promise<string[]> {
  const claimed = await rows<{ attempt_id: string }>(
    tx,
    sql`DELETE FROM report_queue WHERE id IN (
          SELECT id FROM report_queue ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING attempt_id`,
  );
  return claimed.map((r) => r.attempt_id);
}

interface FactRow {
  module_id: number;
  user_id: number;
  submitted_at: string | Date;
  passed: boolean;
  job: string | null;
  organisation_id: number | null;
  zip: string | null;
  reward: number | string;
  has_certificate: boolean;
  results: { questionId: string; correct: boolean }[] | null;
  answers: { questionId: string; optionIds: string[] }[] | null;
}

/**
 * The facts of the given submitted attempts: who, where, paid, certified, answered what. Attempts of
 * users who are no reach (staff, managers, field service) are left out: the reports never count them.
 */
export async function loadAttemptFacts(tx: Executor, attemptIds: string[]): Promise<AttemptFact[]> {
  if (attemptIds.length === 0) return [];
  const found = await rows<FactRow>(
    tx,
    sql`SELECT a.module_id, a.user_id, a.submitted_at, coalesce(a.passed, false) AS passed, u.job,
               e.organisation_id, o.zip, a.result->'results' AS results, a.answers,
               coalesce((SELECT sum(r.value) FROM module_rewards r
                 WHERE r.user_id = a.user_id AND r.module_id = a.module_id AND r.attempt_id = a.id
                   AND r.transfer_id IS NOT NULL), 0) AS reward,
               EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = a.user_id AND c.module_id = a.module_id)
                 AS has_certificate
        FROM attempts a
        JOIN users u ON u.id = a.user_id
        LEFT JOIN employees e ON e.user_id = a.user_id
        LEFT JOIN organisations o ON o.id = e.organisation_id
        WHERE a.id IN (SELECT jsonb_array_elements_text(${json(attemptIds)})::uuid) AND a.submitted_at IS NOT NULL
          AND ${countsAsReach('u')}`,
  );
  return found.map((r) => ({
    moduleId: r.module_id,
    userId: r.user_id,
    submittedAt: new Date(r.submitted_at),
    passed: r.passed,
    job: r.job,
    organisationId: r.organisation_id,
    zip: r.zip,
    reward: Number(r.reward),
    hasCertificate: r.has_certificate,
    results: r.results ?? [],
    answers: r.answers ?? [],
  }));
}

/** The stored per-user state of the given (module, user) pairs. */
export async function loadUserStates(
  tx: Executor,
  pairs: { moduleId: number; userId: number }[],
): Promise<UserState[]> {
  if (pairs.length === 0) return [];
  const found = await rows<{
    module_id: number;
    user_id: number;
    organisation_id: number | null;
    job: string;
    zip2: string | null;
    attempts: number;
    completed: boolean;
    cost_quota: boolean;
    first_at: string | Date;
    completed_at: string | Date | null;
  }>(
    tx,
    sql`SELECT r.* FROM report_module_users r
        JOIN jsonb_to_recordset(${json(pairs)}) AS p("moduleId" int, "userId" int)
          ON r.module_id = p."moduleId" AND r.user_id = p."userId"`,
  );
  return found.map((r) => ({
    moduleId: r.module_id,
    userId: r.user_id,
    organisationId: r.organisation_id,
    job: r.job,
    zip2: r.zip2,
    attempts: r.attempts,
    completed: r.completed,
    costQuota: r.cost_quota,
    firstAt: new Date(r.first_at),
    completedAt: r.completed_at ? new Date(r.completed_at) : null,
  }));
}

/** The stored per-pharmacy state of the given (module, organisation) pairs. */
export async function loadPharmacyStates(
  tx: Executor,
  pairs: { moduleId: number; organisationId: number }[],
): Promise<PharmacyState[]> {
  if (pairs.length === 0) return [];
  const found = await rows<{ module_id: number; organisation_id: number; users: number; completed_users: number }>(
    tx,
    sql`SELECT r.* FROM report_module_pharmacies r
        JOIN jsonb_to_recordset(${json(pairs)}) AS p("moduleId" int, "organisationId" int)
          ON r.module_id = p."moduleId" AND r.organisation_id = p."organisationId"`,
  );
  return found.map((r) => ({
    moduleId: r.module_id,
    organisationId: r.organisation_id,
    users: r.users,
    completedUsers: r.completed_users,
  }));
}

/** The upsert tail of an INSERT INTO report_modules: the new figures are added to the module's. */
export const ADD_TO_REPORT_MODULES = sql.raw(`ON CONFLICT (module_id) DO UPDATE SET
  attempts = report_modules.attempts + EXCLUDED.attempts,
  attempts_completed = report_modules.attempts_completed + EXCLUDED.attempts_completed,
  attempts_cost_quota = report_modules.attempts_cost_quota + EXCLUDED.attempts_cost_quota,
  users = report_modules.users + EXCLUDED.users,
  users_completed = report_modules.users_completed + EXCLUDED.users_completed,
  users_cost_quota = report_modules.users_cost_quota + EXCLUDED.users_cost_quota,
  pharmacies = report_modules.pharmacies + EXCLUDED.pharmacies,
  pharmacies_completed = report_modules.pharmacies_completed + EXCLUDED.pharmacies_completed,
  rewards_given = report_modules.rewards_given + EXCLUDED.rewards_given,
  certificates = report_modules.certificates + EXCLUDED.certificates,
  updated_at = EXCLUDED.updated_at`);

/** The upsert tail of an INSERT INTO report_module_days: the new figures are added to the day's. */
export const ADD_TO_REPORT_MODULE_DAYS = sql.raw(`ON CONFLICT (module_id, day) DO UPDATE SET
  attempts = report_module_days.attempts + EXCLUDED.attempts,
  completed = report_module_days.completed + EXCLUDED.completed,
  new_users = report_module_days.new_users + EXCLUDED.new_users,
  cost_quota = report_module_days.cost_quota + EXCLUDED.cost_quota,
  rewards = report_module_days.rewards + EXCLUDED.rewards,
  certificates = report_module_days.certificates + EXCLUDED.certificates`);

/** Writes the folded deltas: states are stored as they are now, counters are added. */
export async function writeDeltas(tx: Executor, d: ReportDeltas, now: Date): Promise<void> {
  if (d.users.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_users
        (module_id, user_id, organisation_id, job, zip2, attempts, completed, cost_quota, first_at, completed_at)
      SELECT "moduleId", "userId", "organisationId", job, zip2, attempts, completed, "costQuota", "firstAt", "completedAt"
      FROM jsonb_to_recordset(${json(d.users)}) AS x("moduleId" int, "userId" int, "organisationId" int, job text,
        zip2 text, attempts int, completed boolean, "costQuota" boolean, "firstAt" timestamptz, "completedAt" timestamptz)
      ON CONFLICT (module_id, user_id) DO UPDATE SET attempts = EXCLUDED.attempts, completed = EXCLUDED.completed,
        cost_quota = EXCLUDED.cost_quota, completed_at = EXCLUDED.completed_at`);
  }
  if (d.pharmacies.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_pharmacies (module_id, organisation_id, users, completed_users)
      SELECT "moduleId", "organisationId", users, "completedUsers"
      FROM jsonb_to_recordset(${json(d.pharmacies)}) AS x("moduleId" int, "organisationId" int, users int, "completedUsers" int)
      ON CONFLICT (module_id, organisation_id) DO UPDATE SET users = EXCLUDED.users,
        completed_users = EXCLUDED.completed_users`);
  }
  if (d.modules.length > 0) {
    await tx.execute(sql`INSERT INTO report_modules (module_id, attempts, attempts_completed, attempts_cost_quota,
        users, users_completed, users_cost_quota, pharmacies, pharmacies_completed, rewards_given, certificates, updated_at)
      SELECT "moduleId", attempts, "attemptsCompleted", "attemptsCostQuota", users, "usersCompleted", "usersCostQuota",
        pharmacies, "pharmaciesCompleted", "rewardsGiven", certificates, ${now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${json(d.modules)}) AS x("moduleId" int, attempts int, "attemptsCompleted" int,
        "attemptsCostQuota" int, users int, "usersCompleted" int, "usersCostQuota" int, pharmacies int,
        "pharmaciesCompleted" int, "rewardsGiven" bigint, certificates int)
      ${ADD_TO_REPORT_MODULES}`);
  }
  if (d.days.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_days (module_id, day, attempts, completed, new_users, cost_quota, rewards, certificates)
      SELECT "moduleId", day, attempts, completed, "newUsers", "costQuota", rewards, certificates
      FROM jsonb_to_recordset(${json(d.days)}) AS x("moduleId" int, day date, attempts int, completed int,
        "newUsers" int, "costQuota" int, rewards bigint, certificates int)
      ${ADD_TO_REPORT_MODULE_DAYS}`);
  }
  if (d.zips.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_zips (module_id, zip2, users, pharmacies)
      SELECT "moduleId", zip2, users, pharmacies
      FROM jsonb_to_recordset(${json(d.zips)}) AS x("moduleId" int, zip2 text, users int, pharmacies int)
      ON CONFLICT (module_id, zip2) DO UPDATE SET users = report_module_zips.users + EXCLUDED.users,
        pharmacies = report_module_zips.pharmacies + EXCLUDED.pharmacies`);
  }
  if (d.jobs.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_jobs (module_id, job, users)
      SELECT "moduleId", job, users FROM jsonb_to_recordset(${json(d.jobs)}) AS x("moduleId" int, job text, users int)
      ON CONFLICT (module_id, job) DO UPDATE SET users = report_module_jobs.users + EXCLUDED.users`);
  }
  if (d.questions.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_questions (module_id, question_id, answers_total, correct, first_at, last_at)
      SELECT "moduleId", "questionId", "answersTotal", correct, "firstAt", "lastAt"
      FROM jsonb_to_recordset(${json(d.questions)}) AS x("moduleId" int, "questionId" text, "answersTotal" int,
        correct int, "firstAt" timestamptz, "lastAt" timestamptz)
      ON CONFLICT (module_id, question_id) DO UPDATE SET
        answers_total = report_module_questions.answers_total + EXCLUDED.answers_total,
        correct = report_module_questions.correct + EXCLUDED.correct,
        first_at = least(report_module_questions.first_at, EXCLUDED.first_at),
        last_at = greatest(report_module_questions.last_at, EXCLUDED.last_at)`);
  }
  if (d.answers.length > 0) {
    await tx.execute(sql`INSERT INTO report_module_answers (module_id, question_id, option_id, count)
      SELECT "moduleId", "questionId", "optionId", count
      FROM jsonb_to_recordset(${json(d.answers)}) AS x("moduleId" int, "questionId" text, "optionId" text, count int)
      ON CONFLICT (module_id, question_id, option_id) DO UPDATE SET count = report_module_answers.count + EXCLUDED.count`);
  }
}

/** Notes a finished run: the report is current as of `at`. */
export async function markReportRun(tx: Executor, at: Date, durationMs: number, processed: number): Promise<void> {
  await tx.execute(sql`INSERT INTO report_state (id, updated_at, last_calc_ms, processed) VALUES (1, ${at.toISOString()}::timestamptz, ${durationMs}, ${processed})
    ON CONFLICT (id) DO UPDATE SET updated_at = EXCLUDED.updated_at, last_calc_ms = EXCLUDED.last_calc_ms,
      processed = report_state.processed + EXCLUDED.processed`);
}

export async function readReportState(db: Executor): Promise<{ updatedAt: Date | null; lastCalcMs: number }> {
  const [row] = await rows<{ updated_at: string | Date | null; last_calc_ms: number }>(
    db,
    sql`SELECT updated_at, last_calc_ms FROM report_state WHERE id = 1`,
  );
  return { updatedAt: row?.updated_at ? new Date(row.updated_at) : null, lastCalcMs: row?.last_calc_ms ?? 0 };
}
