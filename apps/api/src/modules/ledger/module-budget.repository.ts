import { DEPOSIT_TYPES, PAID_REWARD_TYPES } from '@apopunkt/domain/constants/ledger';
import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, moduleFlowTotals, scheduledDeposits } from '../../db/schema/ledger';
import { modules } from '../../db/schema/modules';

export interface ModuleBudgetRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  type: ModuleType;
  premiumValue: number | null;
  /** null before the module's account exists (nothing deposited or paid yet). */
  balance: number | null;
  /** Deposits received, net of cancellations (a reversal has the same type and runs the other way). */
  deposited: number;
  /** Rewards paid, net of cancellations. */
  rewardsGiven: number;
  nextDepositValue: number | null;
  nextDepositDueAt: Date | null;
}

/** The net flow of the given transfer types into (+1) or out of (−1) the module account `a`. */
function netFlow(types: readonly string[], direction: 1 | -1) {
  const list = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  return sql`COALESCE((SELECT SUM(f.credited - f.debited) * ${direction}::int FROM ${moduleFlowTotals} f
    WHERE f.account_id = a.id AND f.type IN (${list})), 0)`;
}

/**
 * Everything a module budget shows, for one module or many, in ONE query: the module, its account
 * balance, its running totals (module_flow_totals: a handful of rows however long the history)
 * and its next scheduled deposit.
 */
async function selectModuleBudgets(db: Executor, where: SQL): Promise<ModuleBudgetRow[]> {
  const result = (await db.execute(sql`
    SELECT m.id, m.uuid, m.slug, m.name, m.type, m.premium_value AS "premiumValue", a.balance,
           ${netFlow(DEPOSIT_TYPES, 1)} AS deposited,
           ${netFlow(PAID_REWARD_TYPES, -1)} AS "rewardsGiven",
           n.value AS "nextDepositValue", n.due_at AS "nextDepositDueAt"
    FROM ${modules} m
    LEFT JOIN ${accounts} a ON a.module_id = m.id
    LEFT JOIN LATERAL (SELECT s.value, s.due_at FROM ${scheduledDeposits} s
                       WHERE s.module_id = m.id AND s.transfer_id IS NULL ORDER BY s.due_at LIMIT 1) n ON true
    WHERE ${where}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    uuid: String(row.uuid),
    slug: String(row.slug),
    name: String(row.name),
    type: Number(row.type) as ModuleType,
    premiumValue: row.premiumValue === null ? null : Number(row.premiumValue),
    balance: row.balance === null ? null : Number(row.balance),
    deposited: Number(row.deposited),
    rewardsGiven: Number(row.rewardsGiven),
    nextDepositValue: row.nextDepositValue === null ? null : Number(row.nextDepositValue),
    nextDepositDueAt: row.nextDepositDueAt === null ? null : new Date(row.nextDepositDueAt as string | Date),
  }));
}

export async function findModuleBudgetBySlug(db: Executor, slug: string): Promise<ModuleBudgetRow | null> {
  const [row] = await selectModuleBudgets(db, sql`m.slug = ${slug}`);
  return row ?? null;
}

/** The budgets of several modules, in no particular order. */
export function listModuleBudgets(db: Executor, moduleIds: number[]): Promise<ModuleBudgetRow[]> {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return selectModuleBudgets(
    db,
    sql`m.id IN (${sql.join(
      moduleIds.map((id) => sql`${id}::int`),
      sql`, `,
    )})`,
  );
}
