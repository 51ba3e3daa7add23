import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { firstRewardKeySql } from '../../../db/rule-sql';
import { moduleAccountId, moduleFlowsOf, systemAccountId } from '../../../modules/ledger';
import { execute } from './sql';

/** Budget bought on top of what the synthetic rewards use, so the modules are not exhausted afterwards. */
const DEPOSIT_HEADROOM = 1.1;

/**
 * Makes sure the mint, every staged module and every rewarded user has an account. Mint and
 * module accounts go through the ledger service (a handful of rows, and the service knows which
 * types may go negative); the user accounts are one INSERT … SELECT.
 */
export async function ensureAccounts(tx: Tx): Promise<number> {
  const mint = await systemAccountId(tx, 'mint');
  const { rows } = await execute<{ id: number; type: ModuleType }>(tx, sql`SELECT id, type FROM load_modules`);
  for (const m of rows) await moduleAccountId(tx, { id: m.id, type: m.type });
  await tx.execute(sql`INSERT INTO accounts (kind, user_id)
    SELECT DISTINCT 'user', user_id FROM load_completions WHERE transfer_type IS NOT NULL
    ON CONFLICT DO NOTHING`);
  return mint;
}

/**
 * Stages every transfer the completions need (load_transfers): one DEPOSIT from the mint per
 * budgeted module covering its rewards (with headroom), and one GAMEREWARD or REWNOPTS per
 * rewarded completion from the module's account to the user's, with the idempotency key the
 * reward service would have used.
 */
export async function stageTransfers(tx: Tx, mintAccountId: number): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE load_transfers ON COMMIT DROP AS
    SELECT c.transfer_uuid AS uuid, ma.id AS debit_account_id, ua.id AS credit_account_id, c.value,
           c.transfer_type AS type, c.module_id, c.at AS value_date, NULL::text AS comments,
           CASE WHEN c.transfer_type = 'GAMEREWARD'
                THEN ${firstRewardKeySql('reward', sql`c.user_id`, sql`c.module_id`)}
                ELSE ${firstRewardKeySql('nopts', sql`c.user_id`, sql`c.module_id`)} END AS idempotency_key
    FROM load_completions c
    JOIN accounts ma ON ma.module_id = c.module_id
    JOIN accounts ua ON ua.user_id = c.user_id
    WHERE c.transfer_type IS NOT NULL
    UNION ALL
    SELECT gen_random_uuid(), ${mintAccountId}::int, ma.id, ceil(sum(c.value) * ${DEPOSIT_HEADROOM}::numeric)::int,
           'DEPOSIT', c.module_id, min(m.since), 'Lastdaten: Budget für die synthetischen Abschlüsse', NULL
    FROM load_completions c
    JOIN load_modules m ON m.id = c.module_id
    JOIN accounts ma ON ma.module_id = c.module_id
    WHERE NOT ma.allow_negative AND c.value > 0
    GROUP BY c.module_id, ma.id`);
}

/** Writes the staged transfers; answers how many. */
export async function insertTransfers(tx: Tx): Promise<number> {
  const { count } = await execute(
    tx,
    sql`INSERT INTO transfers (uuid, debit_account_id, credit_account_id, value, type, module_id, value_date,
        comments, idempotency_key, created_at)
    SELECT uuid, debit_account_id, credit_account_id, value, type, module_id, value_date,
           comments, idempotency_key, value_date
    FROM load_transfers`,
  );
  return count;
}

/** The claims of the paid rewards (unique user, module, period 0), each linked to its transfer and attempt. */
export async function insertRewardClaims(tx: Tx): Promise<number> {
  const { count } = await execute(
    tx,
    sql`INSERT INTO module_rewards (user_id, module_id, reward_period, transfer_id, attempt_id, value, created_at)
    SELECT user_id, module_id, 0, transfer_uuid, attempt_id, value, at
    FROM load_completions WHERE transfer_type = 'GAMEREWARD'`,
  );
  return count;
}

/**
 * Applies the staged transfers to the balances as double-entry postings (debit −value,
 * credit +value, summed per account), so the sum of all balances stays 0 and every balance
 * stays its credits minus its debits. Answers how many accounts changed.
 */
export async function applyPostings(tx: Tx): Promise<number> {
  const { count } = await execute(
    tx,
    sql`UPDATE accounts a SET balance = a.balance + p.delta
    FROM (SELECT account_id, sum(delta) AS delta FROM (
            SELECT debit_account_id AS account_id, -value::bigint AS delta FROM load_transfers
            UNION ALL
            SELECT credit_account_id, value::bigint FROM load_transfers) AS postings
          GROUP BY account_id) AS p
    WHERE a.id = p.account_id AND p.delta <> 0`,
  );
  return count;
}

/** Adds the staged transfers to the module accounts' running totals (module_flow_totals). */
export async function addModuleFlowTotals(tx: Tx): Promise<number> {
  const { count } = await execute(
    tx,
    sql`INSERT INTO module_flow_totals AS t (account_id, type, debited, credited)
    ${moduleFlowsOf(sql`load_transfers`)}
    ON CONFLICT (account_id, type) DO UPDATE
    SET debited = t.debited + EXCLUDED.debited, credited = t.credited + EXCLUDED.credited`,
  );
  return count;
}

/** Each user's knowledge score grows by the completed modules' values; the premium score follows the account. */
export async function updateUserScores(tx: Tx): Promise<number> {
  const { count } = await execute(
    tx,
    sql`UPDATE users u SET knowledge_score = u.knowledge_score + s.knowledge,
                           premium_score = COALESCE(a.balance::int, u.premium_score)
    FROM (SELECT user_id, sum(knowledge_value)::int AS knowledge FROM load_completions GROUP BY user_id) AS s
    LEFT JOIN accounts a ON a.user_id = s.user_id
    WHERE u.id = s.user_id`,
  );
  return count;
}
