import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { premiumValueOf } from '../../../db/rule-sql';
import { COMPLETION_HISTORY_DAYS } from './constants';
import { execute, one } from './sql';
import type { IdRange } from './users';

/** Exponent of the modules' popularity (Zipf): the k-th busiest module gets about 1/k of the busiest one's share. */
const ZIPF_EXPONENT = 1;
/** The busiest modules reach at most this share of the users before the rest gets more. */
const BUSIEST_SHARE = 0.8;

/**
 * How many completions each of `modules` modules gets (busiest first): Zipf-like shares of
 * `count`, none above `cap`; what a capped module cannot take goes to the others in proportion
 * (water-filling), so the sum is exactly `count`. Throws when `count` does not fit.
 */
export function moduleQuotas(count: number, modules: number, cap: number): number[] {
  if (count > modules * cap) throw new Error(`${count} > ${modules} × ${cap}`);
  const weights = Array.from({ length: modules }, (_, k) => 1 / (k + 1) ** ZIPF_EXPONENT);
  const quotas = new Array<number>(modules).fill(0);
  let open = weights.map((_, k) => k);
  let left = count;
  while (left > 0 && open.length > 0) {
    const total = open.reduce((sum, k) => sum + (weights[k] ?? 0), 0);
    const capped: number[] = [];
    for (const k of open) {
      const share = ((weights[k] ?? 0) / total) * left;
      if ((quotas[k] ?? 0) + share >= cap) capped.push(k);
    }
    if (capped.length === 0) {
      // Everything fits: floor the shares and hand out the remainder to the busiest.
      const shares = open.map((k) => Math.floor(((weights[k] ?? 0) / total) * left));
      open.forEach((k, i) => {
        quotas[k] = (quotas[k] ?? 0) + (shares[i] ?? 0);
      });
      let rest = left - shares.reduce((a, b) => a + b, 0);
      for (let i = 0; rest > 0; i = (i + 1) % open.length) {
        const k = open[i] as number;
        if ((quotas[k] ?? 0) < cap) {
          quotas[k] = (quotas[k] ?? 0) + 1;
          rest--;
        }
      }
      left = 0;
    } else {
      for (const k of capped) {
        left -= cap - (quotas[k] ?? 0);
        quotas[k] = cap;
      }
      const done = new Set(capped);
      open = open.filter((k) => !done.has(k));
    }
  }
  return quotas;
}

/**
 * Stages the synthetic completions in temporary tables that vanish at commit: the modules
 * anybody can complete now (load_modules) with their number of completions, the batch's users
 * (load_users) and one row per completion (load_completions) with its reward already decided, as
 * rewardCompletion would: premium users get the module's premium value (GAMEREWARD, period 0)
 * or a REWNOPTS note when the module pays nothing; others get nothing. The modules' popularity
 * is Zipf-like in a fixed shuffled order: a few busy modules, many quiet ones. Answers how many
 * modules and users were staged.
 */
export async function stageCompletions(tx: Tx, users: IdRange, count: number) {
  await tx.execute(sql`CREATE TEMP TABLE load_modules ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY hashint4(id * 17), id) - 1)::int AS k, id, type, knowledge_value,
           GREATEST(0, ${premiumValueOf(sql`type`, sql`premium_value`)}) AS reward_value,
           GREATEST(visible_from, now() - ${COMPLETION_HISTORY_DAYS}::int * interval '1 day') AS since,
           0 AS quota
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
  const softCap = Math.floor(sizes.users * BUSIEST_SHARE);
  const cap = count <= sizes.modules * softCap ? softCap : sizes.users;
  const quotas = moduleQuotas(count, sizes.modules, cap);
  await tx.execute(sql`UPDATE load_modules m SET quota = q.quota
    FROM (SELECT (ordinality - 1)::int AS k, quota FROM unnest(${`{${quotas.join(',')}}`}::int[]) WITH ORDINALITY AS quota) AS q
    WHERE m.k = q.k`);
  // The module's j-th completion goes to the user at (offset + j) mod U: within a module nobody
  // completes twice, and the offsets spread the busy modules' people over the whole batch.
  await tx.execute(
    sql`CREATE TEMP TABLE load_completions ON COMMIT DROP AS
    SELECT u.id AS user_id, m.id AS module_id, m.knowledge_value,
           date_trunc('milliseconds', m.since + random() * (now() - m.since)) AS at,
           CASE WHEN NOT u.is_premium THEN NULL WHEN m.reward_value > 0 THEN 'GAMEREWARD' ELSE 'REWNOPTS' END AS transfer_type,
           CASE WHEN u.is_premium THEN m.reward_value ELSE 0 END AS value,
           gen_random_uuid() AS transfer_uuid, gen_random_uuid() AS attempt_id
    FROM load_modules m
    CROSS JOIN LATERAL generate_series(0, m.quota - 1) AS j
    JOIN load_users u ON u.k = (abs(hashint4(m.id)) + j) % ${sizes.users}::int`,
  );
  return { modules: sizes.modules, users: sizes.users, busiest: quotas[0] ?? 0, quietest: quotas.at(-1) ?? 0 };
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
