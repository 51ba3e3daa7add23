import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleFlowsOf } from './accounts.repository';

/** Rows of a raw query; node-postgres and PGlite both answer `{rows}`. */
async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Violations listed per check, so a broken ledger does not produce a gigantic answer. */
const MAX_ROWS = 100;

export async function ledgerTotals(db: Executor) {
  const [totals] = await rows<{ accounts: string; sum: string; transfers: string }>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM accounts) AS accounts,
               (SELECT COALESCE(SUM(balance), 0) FROM accounts) AS sum,
               (SELECT COUNT(*) FROM transfers) AS transfers`,
  );
  return {
    accounts: Number(totals?.accounts ?? 0),
    sumOfBalances: Number(totals?.sum ?? 0),
    transfers: Number(totals?.transfers ?? 0),
  };
}

/** Accounts whose balance differs from their credits minus their debits. */
export function balanceMismatches(db: Executor) {
  return rows<{ id: number; balance: string; computed: string }>(
    db,
    sql`SELECT a.id, a.balance, COALESCE(c.total, 0) - COALESCE(d.total, 0) AS computed
        FROM accounts a
        LEFT JOIN (SELECT credit_account_id AS id, SUM(value) AS total FROM transfers GROUP BY 1) c ON c.id = a.id
        LEFT JOIN (SELECT debit_account_id AS id, SUM(value) AS total FROM transfers GROUP BY 1) d ON d.id = a.id
        WHERE a.balance <> COALESCE(c.total, 0) - COALESCE(d.total, 0)
        ORDER BY a.id LIMIT ${MAX_ROWS}`,
  );
}

export function negativeBalances(db: Executor) {
  return rows<{ id: number; balance: string }>(
    db,
    sql`SELECT id, balance FROM accounts WHERE NOT allow_negative AND balance < 0 ORDER BY id LIMIT ${MAX_ROWS}`,
  );
}

export function duplicateIdempotencyKeys(db: Executor) {
  return rows<{ key: string; n: string }>(
    db,
    sql`SELECT idempotency_key AS key, COUNT(*) AS n FROM transfers WHERE idempotency_key IS NOT NULL
        GROUP BY idempotency_key HAVING COUNT(*) > 1 LIMIT ${MAX_ROWS}`,
  );
}

export function negativeTransfers(db: Executor) {
  return rows<{ uuid: string }>(db, sql`SELECT uuid FROM transfers WHERE value < 0 LIMIT ${MAX_ROWS}`);
}

/** Users whose cached premium score differs from their account balance (0 without account). */
export function premiumScoreMismatches(db: Executor) {
  return rows<{ id: number; score: number; balance: string; account_id: number | null }>(
    db,
    sql`SELECT u.id, u.premium_score AS score, COALESCE(a.balance, 0) AS balance, a.id AS account_id
        FROM users u LEFT JOIN accounts a ON a.user_id = u.id
        WHERE u.premium_score <> COALESCE(a.balance, 0) ORDER BY u.id LIMIT ${MAX_ROWS}`,
  );
}

/** Cancelled transfers without reversal, and reversals that do not mirror a cancelled original. */
export function brokenCancellations(db: Executor) {
  return rows<{ uuid: string; problem: 'no_reversal' | 'bad_reversal' }>(
    db,
    sql`(SELECT t.uuid, 'no_reversal' AS problem FROM transfers t
         WHERE t.canceled_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.cancels = t.uuid)
         LIMIT ${MAX_ROWS})
        UNION ALL
        (SELECT r.uuid, 'bad_reversal' AS problem FROM transfers r JOIN transfers t ON t.uuid = r.cancels
         WHERE t.canceled_at IS NULL OR r.value <> t.value
            OR r.debit_account_id <> t.credit_account_id OR r.credit_account_id <> t.debit_account_id
         LIMIT ${MAX_ROWS})`,
  );
}

/**
 * Reward claims that do not match exactly one paid transfer from that module to that user, and
 * paid reward transfers without a claim (a reward outside the unique key).
 */
export function brokenRewards(db: Executor) {
  return rows<{ uuid: string | null; reward_id: number | null; problem: 'claim' | 'unclaimed' }>(
    db,
    sql`(SELECT t.uuid, mr.id AS reward_id, 'claim' AS problem FROM module_rewards mr
         LEFT JOIN transfers t ON t.uuid = mr.transfer_id
         LEFT JOIN accounts ua ON ua.id = t.credit_account_id
         LEFT JOIN accounts ma ON ma.id = t.debit_account_id
         WHERE t.uuid IS NULL OR t.type NOT IN ('GAMEREWARD', 'REWREPEAT') OR t.value <> mr.value
            OR ua.user_id IS DISTINCT FROM mr.user_id OR ma.module_id IS DISTINCT FROM mr.module_id
         LIMIT ${MAX_ROWS})
        UNION ALL
        (SELECT t.uuid, NULL AS reward_id, 'unclaimed' AS problem FROM transfers t
         WHERE t.type IN ('GAMEREWARD', 'REWREPEAT') AND t.cancels IS NULL
           AND NOT EXISTS (SELECT 1 FROM module_rewards mr WHERE mr.transfer_id = t.uuid)
         LIMIT ${MAX_ROWS})`,
  );
}

/** Module accounts whose running totals (module_flow_totals) differ from their transfers, per type. */
export function flowTotalMismatches(db: Executor) {
  return rows<{ account_id: number; type: string }>(
    db,
    sql`SELECT COALESCE(c.account_id, t.account_id) AS account_id, COALESCE(c.type, t.type) AS type
        FROM (${moduleFlowsOf(sql`transfers`)}) c
        FULL JOIN module_flow_totals t ON t.account_id = c.account_id AND t.type = c.type
        WHERE COALESCE(c.debited, 0) <> COALESCE(t.debited, 0) OR COALESCE(c.credited, 0) <> COALESCE(t.credited, 0)
        ORDER BY 1, 2 LIMIT ${MAX_ROWS}`,
  );
}
