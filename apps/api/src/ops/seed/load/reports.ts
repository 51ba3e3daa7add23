import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { ADD_TO_REPORT_MODULE_DAYS, ADD_TO_REPORT_MODULES } from '../../../modules/business-reports';
import { countsAsReach } from '../../../modules/users';
import { execute } from './sql';

/** The report tables the load generator fills (and its test compares with the report job's). */
export const REPORT_TABLES = [
  'report_module_users',
  'report_module_pharmacies',
  'report_modules',
  'report_module_days',
  'report_module_zips',
  'report_module_jobs',
  'report_module_questions',
  'report_module_answers',
] as const;

/**
 * Switches the attempts trigger that queues each submitted attempt for the report job off for
 * the rest of the transaction (on again with `enableReportQueue`): the load generator folds its
 * own attempts in SQL, and ten million queue rows would cost more than the fold.
 */
export async function disableReportQueue(tx: Tx): Promise<void> {
  await tx.execute(sql`ALTER TABLE attempts DISABLE TRIGGER attempts_report_queue`);
}

export async function enableReportQueue(tx: Tx): Promise<void> {
  await tx.execute(sql`ALTER TABLE attempts ENABLE TRIGGER attempts_report_queue`);
}

/**
 * Folds the staged completions (load_completions: one submitted, passed attempt per new user and
 * module) into the report tables the way the report job's foldAttempts would, in set-based
 * statements: each completion is a new reached and completed person of its module at its
 * workplace, paid when its reward was; every figure is added to what the tables hold. Only
 * people who count as reach are counted, as the job does. Answers the number of folded attempts.
 */
export async function foldLoadReports(tx: Tx): Promise<number> {
  await tx.execute(sql`CREATE TEMP TABLE load_facts ON COMMIT DROP AS
    SELECT c.module_id, c.user_id, c.at, c.attempt_id, e.organisation_id,
           substring(trim(o.zip) from '^(\\d{2})\\d{3}$') AS zip2, coalesce(u.job, 'OHNE') AS job,
           CASE WHEN c.transfer_type = 'GAMEREWARD' THEN c.value ELSE 0 END AS reward,
           (c.at AT TIME ZONE 'Europe/Berlin')::date AS day
    FROM load_completions c
    JOIN users u ON u.id = c.user_id
    LEFT JOIN employees e ON e.user_id = c.user_id
    LEFT JOIN organisations o ON o.id = e.organisation_id
    WHERE ${countsAsReach('u')}`);
  const { count } = await execute(
    tx,
    sql`INSERT INTO report_module_users (module_id, user_id, organisation_id, job, zip2, attempts, completed, cost_quota, first_at, completed_at)
    SELECT module_id, user_id, organisation_id, job, zip2, 1, true, reward > 0, at, at FROM load_facts`,
  );
  await tx.execute(sql`INSERT INTO report_module_pharmacies (module_id, organisation_id, users, completed_users)
    SELECT module_id, organisation_id, count(*), count(*) FROM load_facts WHERE organisation_id IS NOT NULL
    GROUP BY module_id, organisation_id
    ON CONFLICT (module_id, organisation_id) DO UPDATE SET users = report_module_pharmacies.users + EXCLUDED.users,
      completed_users = report_module_pharmacies.completed_users + EXCLUDED.completed_users`);
  await tx.execute(sql`INSERT INTO report_modules (module_id, attempts, attempts_completed, attempts_cost_quota,
      users, users_completed, users_cost_quota, pharmacies, pharmacies_completed, rewards_given, certificates, updated_at)
    SELECT module_id, count(*), count(*), count(*) FILTER (WHERE reward > 0), count(*), count(*),
           count(*) FILTER (WHERE reward > 0), count(DISTINCT organisation_id), count(DISTINCT organisation_id),
           sum(reward), 0, now()
    FROM load_facts GROUP BY module_id
    ${ADD_TO_REPORT_MODULES}`);
  await tx.execute(sql`INSERT INTO report_module_days (module_id, day, attempts, completed, new_users, cost_quota, rewards, certificates)
    SELECT module_id, day, count(*), count(*), count(*), count(*) FILTER (WHERE reward > 0), sum(reward), 0
    FROM load_facts GROUP BY module_id, day
    ${ADD_TO_REPORT_MODULE_DAYS}`);
  await tx.execute(sql`INSERT INTO report_module_zips AS r (module_id, zip2, users, pharmacies)
    SELECT module_id, zip2, count(*), count(DISTINCT organisation_id) FROM load_facts WHERE zip2 IS NOT NULL
    GROUP BY module_id, zip2
    ON CONFLICT (module_id, zip2) DO UPDATE SET users = r.users + EXCLUDED.users, pharmacies = r.pharmacies + EXCLUDED.pharmacies`);
  await tx.execute(sql`INSERT INTO report_module_jobs AS r (module_id, job, users)
    SELECT module_id, job, count(*) FROM load_facts GROUP BY module_id, job
    ON CONFLICT (module_id, job) DO UPDATE SET users = r.users + EXCLUDED.users`);
  // Per module: how many attempts and when; every attempt answered each question once and right.
  await tx.execute(sql`CREATE TEMP TABLE load_fact_modules ON COMMIT DROP AS
    SELECT module_id, count(*)::int AS n, min(at) AS first_at, max(at) AS last_at FROM load_facts GROUP BY module_id`);
  await tx.execute(sql`INSERT INTO report_module_questions AS r (module_id, question_id, answers_total, correct, first_at, last_at)
    SELECT f.module_id, res->>'questionId', f.n * count(*), f.n * count(*) FILTER (WHERE (res->>'correct')::boolean),
           f.first_at, f.last_at
    FROM load_fact_modules f
    JOIN load_module_answers a ON a.module_id = f.module_id
    CROSS JOIN LATERAL jsonb_array_elements(a.results) AS res
    GROUP BY f.module_id, res->>'questionId', f.n, f.first_at, f.last_at
    ON CONFLICT (module_id, question_id) DO UPDATE SET
      answers_total = r.answers_total + EXCLUDED.answers_total,
      correct = r.correct + EXCLUDED.correct,
      first_at = least(r.first_at, EXCLUDED.first_at),
      last_at = greatest(r.last_at, EXCLUDED.last_at)`);
  await tx.execute(sql`INSERT INTO report_module_answers AS r (module_id, question_id, option_id, count)
    SELECT f.module_id, ans->>'questionId', opt, f.n
    FROM load_fact_modules f
    JOIN load_module_answers a ON a.module_id = f.module_id
    CROSS JOIN LATERAL jsonb_array_elements(a.answers) AS ans
    CROSS JOIN LATERAL (SELECT DISTINCT jsonb_array_elements_text(ans->'optionIds') AS opt) AS o
    ON CONFLICT (module_id, question_id, option_id) DO UPDATE SET count = r.count + EXCLUDED.count`);
  await tx.execute(sql`INSERT INTO report_state (id, updated_at, last_calc_ms, processed) VALUES (1, now(), 0, ${count}::int)
    ON CONFLICT (id) DO UPDATE SET updated_at = EXCLUDED.updated_at, processed = report_state.processed + EXCLUDED.processed`);
  return count;
}
