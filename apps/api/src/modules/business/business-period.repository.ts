import type { DashboardPeriod } from '@apopunkt/domain/schemas/business';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

type Period = NonNullable<DashboardPeriod>;

/**
 * The instant's Europe/Berlin day lies in the period (both days included), as a range of instants
 * (from the first day's Berlin midnight to the one after the last day), so that an index on
 * (module_id, instant) finds the period's rows without reading the module's whole history.
 */
const inPeriod = (column: SQL, period: Period) =>
  sql`(${column} >= (${period.from}::date)::timestamp AT TIME ZONE 'Europe/Berlin'
       AND ${column} < (${period.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The people and pharmacies of a module in a period, from the folded per-user rows: reached for
 * the first time in it, completed in it (and paid for at that completion). Each half reads only
 * the period's rows (report_module_users_first_idx, report_module_users_completed_idx).
 */
export async function findPeriodReach(db: Executor, moduleId: number, period: Period) {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT reached.users, reached.pharmacies, completed."usersCompleted", completed."usersCostQuota",
               completed."pharmaciesCompleted"
        FROM (SELECT count(*) AS users, count(DISTINCT r.organisation_id) AS pharmacies
              FROM report_module_users r
              WHERE r.module_id = ${moduleId}::int AND ${inPeriod(sql`r.first_at`, period)}) AS reached,
             (SELECT count(*) AS "usersCompleted", count(*) FILTER (WHERE r.cost_quota) AS "usersCostQuota",
                     count(DISTINCT r.organisation_id) AS "pharmaciesCompleted"
              FROM report_module_users r
              WHERE r.module_id = ${moduleId}::int AND ${inPeriod(sql`r.completed_at`, period)}) AS completed`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    users: n('users'),
    usersCompleted: n('usersCompleted'),
    usersCostQuota: n('usersCostQuota'),
    pharmacies: n('pharmacies'),
    pharmaciesCompleted: n('pharmaciesCompleted'),
  };
}

/**
 * People first reached in the period, per job at that first reach (`OHNE` without one), as the
 * report job folds them into report_module_jobs: index-only on report_module_users_first_idx.
 */
export async function listPeriodJobs(db: Executor, moduleId: number, period: Period) {
  const found = await rows<{ job: string; users: string | number }>(
    db,
    sql`SELECT r.job, count(*) AS users
        FROM report_module_users r
        WHERE r.module_id = ${moduleId}::int AND ${inPeriod(sql`r.first_at`, period)}
        GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  return found.map((r) => ({ job: r.job, users: Number(r.users) }));
}

/**
 * People and pharmacies first reached in the period, per two-digit postcode region of their
 * workplace at that first reach (as report_module_zips): index-only on report_module_users_first_idx.
 */
export async function listPeriodZips(db: Executor, moduleId: number, period: Period) {
  const found = await rows<{ zip2: string; users: string | number; pharmacies: string | number }>(
    db,
    sql`SELECT r.zip2, count(*) AS users, count(DISTINCT r.organisation_id) AS pharmacies
        FROM report_module_users r
        WHERE r.module_id = ${moduleId}::int AND ${inPeriod(sql`r.first_at`, period)} AND r.zip2 IS NOT NULL
        GROUP BY 1 ORDER BY 1`,
  );
  return found.map((r) => ({ zip2: r.zip2, users: Number(r.users), pharmacies: Number(r.pharmacies) }));
}
