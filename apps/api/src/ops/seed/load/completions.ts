import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { premiumValueOf } from '../../../db/rule-sql';
import { COMPLETION_HISTORY_DAYS } from './constants';
import { execute, one } from './sql';
import type { IdRange } from './users';

/**
 * Stages the synthetic completions in temporary tables that vanish at commit: the modules
 * anybody can complete now (load_modules), the batch's users (load_users) and one row per
 * completion (load_completions) with its reward already decided, as rewardCompletion would:
 * premium users get the module's premium value (GAMEREWARD, period 0) or a REWNOPTS note when
 * the module pays nothing; others get nothing. Answers how many modules and users were staged.
 */
export async function stageCompletions(tx: Tx, users: IdRange, count: number) {
  await tx.execute(sql`CREATE TEMP TABLE load_modules ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, type, knowledge_value,
           GREATEST(0, ${premiumValueOf(sql`type`, sql`premium_value`)}) AS reward_value,
           GREATEST(visible_from, now() - ${COMPLETION_HISTORY_DAYS}::int * interval '1 day') AS since
    FROM modules
    WHERE is_visible AND visible_from <= now() AND (visible_to IS NULL OR visible_to > now())`);
  await tx.execute(sql`CREATE TEMP TABLE load_users ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, is_premium
    FROM users WHERE id BETWEEN ${users.firstId}::int AND ${users.lastId}::int`);
  const sizes = await one<{ modules: number; users: number }>(
    tx,
    sql`SELECT (SELECT count(*)::int FROM load_modules) AS modules, (SELECT count(*)::int FROM load_users) AS users`,
    'staged sizes',
  );
  if (count > sizes.modules * sizes.users) {
    throw new Error(
      `${count} Abschlüsse passen nicht: ${sizes.users} Nutzer × ${sizes.modules} sichtbare Module erlauben höchstens ${sizes.modules * sizes.users} (ein Abschluss je Nutzer und Modul).`,
    );
  }
  // Completion i goes to user i mod U; its module is the user's (i div U)-th module in a
  // per-user rotation, so no user completes a module twice and every module gets its share.
  await tx.execute(
    sql`CREATE TEMP TABLE load_completions ON COMMIT DROP AS
    SELECT u.id AS user_id, m.id AS module_id, m.knowledge_value,
           m.since + random() * (now() - m.since) AS at,
           CASE WHEN NOT u.is_premium THEN NULL WHEN m.reward_value > 0 THEN 'GAMEREWARD' ELSE 'REWNOPTS' END AS transfer_type,
           CASE WHEN u.is_premium THEN m.reward_value ELSE 0 END AS value,
           gen_random_uuid() AS transfer_uuid, gen_random_uuid() AS attempt_id
    FROM generate_series(0, ${count - 1}::int) AS i
    JOIN load_users u ON u.k = i % ${sizes.users}::int
    JOIN load_modules m ON m.k = (i / ${sizes.users}::int + u.k * 7) % ${sizes.modules}::int`,
  );
  return { modules: sizes.modules, users: sizes.users };
}

/** One module_completions row per staged completion; a paid reward counts as the first reward. */
export async function insertCompletions(tx: Tx): Promise<number> {
  const { count } = await execute(
    tx,
    sql`INSERT INTO module_completions (user_id, module_id, first_passed_at, last_passed_at, passes,
        last_rewarded_at, reward_count)
    SELECT user_id, module_id, at, at, 1,
           CASE WHEN transfer_type = 'GAMEREWARD' THEN at END,
           CASE WHEN transfer_type = 'GAMEREWARD' THEN 1 ELSE 0 END
    FROM load_completions`,
  );
  return count;
}
