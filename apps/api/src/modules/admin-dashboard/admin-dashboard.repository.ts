import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const int = (value: unknown) => Number(value ?? 0);
/** The local calendar day of a timestamp column (the operators sit in Germany). */
const day = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/Berlin')::date`);

/** Members who signed in or refreshed a session, or started a module, since `since`. */
const ACTIVE = (since: Date) => sql`
  SELECT user_id FROM refresh_tokens WHERE created_at >= ${since.toISOString()}
  UNION SELECT user_id FROM attempts WHERE started_at >= ${since.toISOString()}`;

export async function memberCounts(db: Executor, now: Date, days7: Date, days30: Date) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM users WHERE is_active AND NOT is_staff) AS total,
               (SELECT COUNT(*) FROM (${ACTIVE(days7)}) a) AS active7,
               (SELECT COUNT(*) FROM (${ACTIVE(days30)}) a) AS active30,
               (SELECT COALESCE(SUM(m.knowledge_value), 0) FROM module_completions c JOIN modules m ON m.id = c.module_id
                 WHERE c.first_passed_at >= ${days30.toISOString()} AND c.first_passed_at <= ${now.toISOString()}) AS knowledge`,
  );
  return {
    total: int(row?.total),
    active7: int(row?.active7),
    active30: int(row?.active30),
    knowledge: int(row?.knowledge),
  };
}

/**
 * Per day since `since`: registrations, passed attempts, active members, premium points credited
 * to members (issued) and debited from members (spent), vouchers sold. Transfers between members
 * (MIGTOUSER) and cancellations are neither issued nor spent.
 */
export function dailySeries(db: Executor, since: Date, until: Date) {
  const from = since.toISOString();
  return rows<Record<string, string>>(
    db,
    sql`WITH days AS (
          SELECT d::date AS day FROM generate_series(${day(`'${from}'::timestamptz`)}, ${day(`'${until.toISOString()}'::timestamptz`)}, interval '1 day') d
        ), moves AS (
          SELECT ${day('t.value_date')} AS day,
                 SUM(CASE WHEN ca.kind = 'user' AND da.kind <> 'user' THEN t.value ELSE 0 END) AS issued,
                 SUM(CASE WHEN da.kind = 'user' AND ca.kind <> 'user' THEN t.value ELSE 0 END) AS spent
            FROM transfers t JOIN accounts ca ON ca.id = t.credit_account_id JOIN accounts da ON da.id = t.debit_account_id
           WHERE t.value_date >= ${from} AND t.cancels IS NULL AND t.canceled_at IS NULL
           GROUP BY 1
        ), regs AS (
          SELECT ${day('created_at')} AS day, COUNT(*) AS n FROM users WHERE created_at >= ${from} GROUP BY 1
        ), passes AS (
          SELECT ${day('submitted_at')} AS day, COUNT(*) AS n FROM attempts WHERE passed AND submitted_at >= ${from} GROUP BY 1
        ), active AS (
          SELECT ${day('x.at')} AS day, COUNT(DISTINCT x.user_id) AS n FROM (
             SELECT user_id, created_at AS at FROM refresh_tokens WHERE created_at >= ${from}
             UNION ALL SELECT user_id, started_at FROM attempts WHERE started_at >= ${from}) x
           GROUP BY 1
        ), vouchers AS (
          SELECT ${day('created_at')} AS day, COUNT(*) AS n FROM coupon_purchases WHERE created_at >= ${from} GROUP BY 1
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(regs.n, 0) AS registrations,
               COALESCE(passes.n, 0) AS completions, COALESCE(active.n, 0) AS active,
               COALESCE(moves.issued, 0) AS issued, COALESCE(moves.spent, 0) AS spent, COALESCE(vouchers.n, 0) AS vouchers
          FROM days
          LEFT JOIN moves ON moves.day = days.day LEFT JOIN regs ON regs.day = days.day
          LEFT JOIN passes ON passes.day = days.day LEFT JOIN active ON active.day = days.day
          LEFT JOIN vouchers ON vouchers.day = days.day
         ORDER BY days.day`,
  ).then((list) =>
    list.map((r) => ({
      date: String(r.date),
      registrations: int(r.registrations),
      completions: int(r.completions),
      activeMembers: int(r.active),
      premiumIssued: int(r.issued),
      premiumSpent: int(r.spent),
      vouchersSold: int(r.vouchers),
    })),
  );
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

/** Open work: benefit requests to decide, organisation requests, letters to print. */
export async function queueCounts(db: Executor) {
  const [row] = await rows<Record<string, string>>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM benefit_requests WHERE status IN ('open', 'approved')) AS benefits,
               (SELECT COUNT(*) FROM organisation_creation_requests WHERE status = 'pending') AS organisations,
               (SELECT COUNT(*) FROM verification_letters WHERE status = 'pending') AS letters`,
  );
  return {
    benefitRequests: int(row?.benefits),
    organisationRequests: int(row?.organisations),
    verificationLetters: int(row?.letters),
  };
}
