import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const int = (value: unknown) => Number(value ?? 0);
/** The local calendar day of a timestamp column (the operators sit in Germany). */
const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/Berlin')::date`);

/**
 * Members (active accounts, staff left out) and how many of them were active on one of the last 7
 * and 30 calendar days, today included (member_activity, kept by triggers on sign-ins and attempt
 * starts), so that the active figures are a part of the total they are shown with.
 */
export async function memberCounts(db: Executor, today: string) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM users WHERE is_active AND NOT is_staff) AS total,
               COUNT(*) FILTER (WHERE a.last_active_on >= ${today}::date - 6) AS active7,
               COUNT(*) FILTER (WHERE a.last_active_on >= ${today}::date - 29) AS active30
          FROM member_activity a JOIN users u ON u.id = a.user_id
         WHERE a.last_active_on >= ${today}::date - 29 AND u.is_active AND NOT u.is_staff`,
  );
  return { total: int(row?.total), active7: int(row?.active7), active30: int(row?.active30) };
}

/** The first moment of a calendar day in Europe/Berlin. */
const dayStart = (dayExpression: SQL) => sql`((${dayExpression})::timestamp AT TIME ZONE 'Europe/Berlin')`;

/**
 * Per calendar day from `first` to `last` (SQL date expressions): registrations, passed attempts,
 * active members, knowledge points of first passes, premium points credited to members (issued)
 * and debited from members (spent), vouchers sold. Transfers between members (MIGTOUSER) and
 * cancellations are neither issued nor spent. Every table is read through an index on its time
 * column, between the first day's start and the day after the last.
 */
function dayFigures(first: SQL, last: SQL): SQL {
  const from = dayStart(first);
  const until = dayStart(sql`(${last}) + 1`);
  const between = (column: string) => sql`${sql.raw(column)} >= ${from} AND ${sql.raw(column)} < ${until}`;
  // One row per day and figure, summed per day: the planner adds the parts' sizes instead of
  // multiplying them as a chain of joins would (which made it compile the query with JIT).
  return sql`SELECT f.day, SUM(f.registrations)::int AS registrations, SUM(f.completions)::int AS completions,
                    SUM(f.active_members)::int AS active_members, SUM(f.knowledge_issued)::int AS knowledge_issued,
                    SUM(f.premium_issued)::int AS premium_issued, SUM(f.premium_spent)::int AS premium_spent,
                    SUM(f.vouchers_sold)::int AS vouchers_sold
    FROM (
      SELECT d::date AS day, 0 AS registrations, 0 AS completions, 0 AS active_members, 0 AS knowledge_issued,
             0 AS premium_issued, 0 AS premium_spent, 0 AS vouchers_sold
        FROM generate_series((${first})::timestamp, (${last})::timestamp, interval '1 day') d
      UNION ALL
      SELECT ${day('created_at')}, COUNT(*), 0, 0, 0, 0, 0, 0 FROM users
       WHERE ${between('created_at')} AND NOT is_staff GROUP BY 1
      UNION ALL
      SELECT ${day('submitted_at')}, 0, COUNT(*), 0, 0, 0, 0, 0 FROM attempts
       WHERE passed AND ${between('submitted_at')} GROUP BY 1
      UNION ALL
      SELECT ${day('x.at')}, 0, 0, COUNT(DISTINCT x.user_id), 0, 0, 0, 0 FROM (
          SELECT user_id, created_at AS at FROM refresh_tokens WHERE ${between('created_at')}
          UNION ALL SELECT user_id, started_at FROM attempts WHERE ${between('started_at')}) x
       WHERE x.user_id NOT IN (SELECT id FROM users WHERE is_staff)
       GROUP BY 1
      UNION ALL
      SELECT ${day('c.first_passed_at')}, 0, 0, 0, SUM(m.knowledge_value), 0, 0, 0
        FROM module_completions c JOIN modules m ON m.id = c.module_id WHERE ${between('c.first_passed_at')} GROUP BY 1
      UNION ALL
      SELECT ${day('t.value_date')}, 0, 0, 0, 0,
             SUM(CASE WHEN ca.kind = 'user' AND da.kind <> 'user' THEN t.value ELSE 0 END),
             SUM(CASE WHEN da.kind = 'user' AND ca.kind <> 'user' THEN t.value ELSE 0 END), 0
        FROM transfers t JOIN accounts ca ON ca.id = t.credit_account_id JOIN accounts da ON da.id = t.debit_account_id
       WHERE ${between('t.value_date')} AND t.cancels IS NULL AND t.canceled_at IS NULL
       GROUP BY 1
      UNION ALL
      SELECT ${day('created_at')}, 0, 0, 0, 0, 0, 0, COUNT(*) FROM coupon_purchases WHERE ${between('created_at')} GROUP BY 1
    ) f
    GROUP BY f.day`;
}

const FIGURE_COLUMNS = sql.raw(
  'day, registrations, completions, active_members, knowledge_issued, premium_issued, premium_spent, vouchers_sold',
);

/**
 * Stores the figures of the closed days of the `days` up to `today` (yyyy-MM-dd, Europe/Berlin)
 * that are not stored yet: usually none, or yesterday. A closed day is counted once; racing
 * loads of several instances store it once.
 */
export async function storeClosedDays(db: Executor, today: string, days: number): Promise<void> {
  const missing = sql`SELECT d::date AS day
    FROM generate_series((${today}::date - ${days - 1}::int)::timestamp, (${today}::date - 1)::timestamp, interval '1 day') d
    WHERE NOT EXISTS (SELECT 1 FROM dashboard_days s WHERE s.day = d::date)`;
  await db.execute(sql`INSERT INTO dashboard_days (${FIGURE_COLUMNS})
    SELECT ${FIGURE_COLUMNS} FROM (${dayFigures(sql`SELECT min(day) FROM (${missing}) m`, sql`SELECT max(day) FROM (${missing}) m`)}) f
    WHERE NOT EXISTS (SELECT 1 FROM dashboard_days s WHERE s.day = f.day)
    ON CONFLICT (day) DO NOTHING`);
}

/** The stored closed days of the `days` up to `today` and today counted live, oldest first. */
export async function dailySeries(db: Executor, today: string, days: number) {
  const list = await rows<Record<string, string>>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS date, registrations, completions, active_members, knowledge_issued,
               premium_issued, premium_spent, vouchers_sold
          FROM (SELECT ${FIGURE_COLUMNS} FROM dashboard_days WHERE day >= ${today}::date - ${days - 1}::int AND day < ${today}::date
                UNION ALL SELECT ${FIGURE_COLUMNS} FROM (${dayFigures(sql`${today}::date`, sql`${today}::date`)}) live) f
         ORDER BY day`,
  );
  return list.map((r) => ({
    date: String(r.date),
    registrations: int(r.registrations),
    completions: int(r.completions),
    activeMembers: int(r.active_members),
    knowledgeIssued: int(r.knowledge_issued),
    premiumIssued: int(r.premium_issued),
    premiumSpent: int(r.premium_spent),
    vouchersSold: int(r.vouchers_sold),
  }));
}

/** Budgeted modules (types 2, 3, 7, 8, 9) that are visible now, with their account balance. */
export async function budgetedModules(db: Executor, now: Date) {
  const list = await rows<Record<string, string>>(
    db,
    sql`SELECT m.uuid, m.slug, m.name, m.type, COALESCE(a.balance, 0) AS balance
          FROM modules m LEFT JOIN accounts a ON a.module_id = m.id
         WHERE m.type IN (2, 3, 7, 8, 9) AND m.is_visible AND m.visible_from <= ${now.toISOString()}
           AND (m.visible_to IS NULL OR m.visible_to > ${now.toISOString()})`,
  );
  return list.map((r) => ({
    uuid: String(r.uuid),
    slug: String(r.slug),
    name: String(r.name),
    type: int(r.type),
    balance: int(r.balance),
  }));
}

/** Open work: organisation requests, letters to print (benefit requests: the benefits module counts them). */
export async function queueCounts(db: Executor) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM organisation_creation_requests WHERE status = 'pending') AS organisations,
               (SELECT COUNT(*) FROM verification_letters WHERE status = 'pending') AS letters`,
  );
  return {
    organisationRequests: int(row?.organisations),
    verificationLetters: int(row?.letters),
  };
}
