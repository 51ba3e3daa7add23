import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createOrganisation } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent, wrongAnswers } from '../../ops/seed/learning-factories';
import { playThrough } from '../../test-support/business-fixtures';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { runReportJob } from './report-job.service';

const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(new Date(Date.now() - 20 * DAY));
const visibleFrom = new Date(Date.now() - 30 * DAY);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

/** A small deterministic PRNG, so a failing run can be repeated with its seed. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

/** The report tables must equal what a full scan of the sources says. */
async function expectReportMatchesDirectCount(moduleIds: number[]) {
  const ids = sql.raw(moduleIds.join(','));
  const direct = await query<Record<string, number>>(sql`
    SELECT a.module_id,
      count(*)::int AS attempts,
      count(*) FILTER (WHERE a.passed)::int AS attempts_completed,
      count(*) FILTER (WHERE r.value > 0)::int AS attempts_cost_quota,
      count(DISTINCT a.user_id)::int AS users,
      count(DISTINCT a.user_id) FILTER (WHERE a.passed)::int AS users_completed,
      count(DISTINCT a.user_id) FILTER (WHERE r.value > 0)::int AS users_cost_quota,
      count(DISTINCT e.organisation_id)::int AS pharmacies,
      count(DISTINCT e.organisation_id) FILTER (WHERE a.passed)::int AS pharmacies_completed,
      coalesce(sum(r.value), 0)::int AS rewards_given,
      (SELECT count(*)::int FROM certificates c WHERE c.module_id = a.module_id) AS certificates
    FROM attempts a
    LEFT JOIN module_rewards r ON r.attempt_id = a.id AND r.transfer_id IS NOT NULL
    LEFT JOIN employees e ON e.user_id = a.user_id
    WHERE a.submitted_at IS NOT NULL AND a.module_id IN (${ids})
    GROUP BY a.module_id ORDER BY a.module_id`);
  const report = await query<Record<string, number>>(sql`
    SELECT module_id, attempts, attempts_completed, attempts_cost_quota, users, users_completed, users_cost_quota,
      pharmacies, pharmacies_completed, rewards_given::int AS rewards_given, certificates
    FROM report_modules WHERE module_id IN (${ids}) ORDER BY module_id`);
  expect(report).toEqual(direct);

  const directZips = await query(sql`
    SELECT a.module_id, left(o.zip, 2) AS zip2, count(DISTINCT a.user_id)::int AS users,
      count(DISTINCT o.id)::int AS pharmacies
    FROM attempts a JOIN employees e ON e.user_id = a.user_id JOIN organisations o ON o.id = e.organisation_id
    WHERE a.submitted_at IS NOT NULL AND a.module_id IN (${ids})
    GROUP BY 1, 2 ORDER BY 1, 2`);
  const zips = await query(sql`SELECT module_id, zip2, users, pharmacies FROM report_module_zips
    WHERE module_id IN (${ids}) ORDER BY 1, 2`);
  expect(zips).toEqual(directZips);

  const directJobs = await query(sql`
    SELECT a.module_id, u.job, count(DISTINCT a.user_id)::int AS users
    FROM attempts a JOIN users u ON u.id = a.user_id
    WHERE a.submitted_at IS NOT NULL AND a.module_id IN (${ids}) GROUP BY 1, 2 ORDER BY 1, 2`);
  const jobs = await query(sql`SELECT module_id, job, users FROM report_module_jobs
    WHERE module_id IN (${ids}) ORDER BY 1, 2`);
  expect(jobs).toEqual(directJobs);

  const directAnswers = await query(sql`
    SELECT a.module_id, x->>'questionId' AS question_id, o AS option_id, count(*)::int AS count
    FROM attempts a, jsonb_array_elements(a.answers) x, jsonb_array_elements_text(x->'optionIds') o
    WHERE a.submitted_at IS NOT NULL AND a.module_id IN (${ids}) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const answers = await query(sql`SELECT module_id, question_id, option_id, count FROM report_module_answers
    WHERE module_id IN (${ids}) ORDER BY 1, 2, 3`);
  expect(answers).toEqual(directAnswers);

  const directDays = await query(sql`
    SELECT a.module_id, sum(1)::int AS attempts, count(*) FILTER (WHERE a.passed)::int AS completed
    FROM attempts a WHERE a.submitted_at IS NOT NULL AND a.module_id IN (${ids}) GROUP BY 1 ORDER BY 1`);
  const days = await query(sql`SELECT module_id, sum(attempts)::int AS attempts, sum(completed)::int AS completed
    FROM report_module_days WHERE module_id IN (${ids}) GROUP BY 1 ORDER BY 1`);
  expect(days).toEqual(directDays);
}

describe('report job', () => {
  it('equals a direct count after a randomised run of completions, folded in several concurrent runs', async () => {
    const db = ctx.database.db;
    const random = prng(20260301);
    const quiz = quizContent();
    const modules = [
      await createModule(db, { type: 2, budget: 40, hasCertificate: true, visibleFrom }),
      await createModule(db, { type: 3, budget: 1000, visibleFrom }),
      await createModule(db, { type: 0, visibleFrom }),
    ];
    const orgs = [
      await createOrganisation(db, { zip: '10115' }),
      await createOrganisation(db, { zip: '10117' }),
      await createOrganisation(db, { zip: '80331' }),
      await createOrganisation(db, { zip: '20095' }),
    ];
    const players: TestViewer[] = [];
    for (let i = 0; i < 14; i++) {
      const org = orgs[i % orgs.length];
      players.push(
        await createViewer(ctx, {
          job: (['PTA', 'PKA', 'PHP'] as const)[i % 3],
          isPremium: i % 3 !== 2,
          employeeVerified: true,
          ...(i === 13 ? {} : { organisationId: org?.id }),
        }),
      );
    }

    for (let round = 0; round < 70; round++) {
      const player = players[Math.floor(random() * players.length)] as TestViewer;
      const module = modules[Math.floor(random() * modules.length)] as (typeof modules)[number];
      const answers = random() < 0.65 ? correctAnswers(quiz) : wrongAnswers(quiz);
      clock.advance(Math.floor(random() * 5 * 60 * 60 * 1000));
      await playThrough(ctx, player.user, module.slug, answers);
      if (round % 17 === 5) {
        // Two instances at once: one folds, the other finds the lock taken or an empty queue.
        await Promise.all([runReportJob(db, clock), runReportJob(db, clock)]);
      }
    }
    await runReportJob(db, clock);
    await runReportJob(db, clock);

    const [queued] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM report_queue`);
    expect(queued?.n).toBe(0);
    await expectReportMatchesDirectCount(modules.map((m) => m.id));
    const [state] = await query<{ updated_at: unknown }>(sql`SELECT updated_at FROM report_state WHERE id = 1`);
    expect(state?.updated_at).not.toBeNull();
  });
});
