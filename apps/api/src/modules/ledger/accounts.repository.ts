import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/ledger';
import { definePrepared } from '../../db/statements';
import {
  type AccountOwner,
  type AccountRow,
  accountsInOwnerOrder,
  lockedAccountsOfOwners,
  ownerParameters,
} from './account-locks';

export type { AccountOwner, AccountRow };

function ownerColumn(owner: AccountOwner) {
  if (owner.kind === 'user') return eq(accounts.userId, owner.userId);
  if (owner.kind === 'module') return eq(accounts.moduleId, owner.moduleId);
  return eq(accounts.systemName, owner.systemName);
}

export async function findAccountByOwner(db: Executor, owner: AccountOwner): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(ownerColumn(owner));
  return row ?? null;
}

/** Inserts the owner's account unless it exists; answers it when this call created it (racing inserts are harmless). */
export async function insertAccountIfMissing(db: Executor, owner: AccountOwner): Promise<AccountRow | null> {
  const [created] = await db
    .insert(accounts)
    .values({
      kind: owner.kind,
      userId: owner.kind === 'user' ? owner.userId : null,
      moduleId: owner.kind === 'module' ? owner.moduleId : null,
      systemName: owner.kind === 'system' ? owner.systemName : null,
      // Users and budgeted modules must not go below zero; the mint and bonus pots may.
      allowNegative: owner.kind === 'system' || (owner.kind === 'module' && owner.allowNegative),
    })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

const lockAccountsQuery = definePrepared((db) =>
  db
    .select()
    .from(accounts)
    .where(sql`${accounts.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(accounts.id))
    .for('no key update')
    .prepare('lock_accounts'),
);

/** Row locks on the accounts, always in id order so that concurrent transfers cannot deadlock (prepared). */
export async function lockAccounts(db: Executor, ids: number[]): Promise<AccountRow[]> {
  return lockAccountsQuery(db).execute({ ids });
}

/**
 * The module accounts' flows per transfer type summed from a set of transfers (the table, or the
 * load generator's staged rows): what module_flow_totals must hold for them.
 */
export function moduleFlowsOf(transferRows: SQL) {
  return sql`SELECT f.account_id, f.type, SUM(f.debited)::bigint AS debited, SUM(f.credited)::bigint AS credited
    FROM (SELECT debit_account_id AS account_id, type, value::bigint AS debited, 0::bigint AS credited FROM ${transferRows}
          UNION ALL
          SELECT credit_account_id, type, 0, value FROM ${transferRows}) AS f
    JOIN ${accounts} a ON a.id = f.account_id AND a.kind = 'module'
    GROUP BY f.account_id, f.type`;
}

const lockAccountsOfOwnersQuery = definePrepared((db) => lockedAccountsOfOwners(db).prepare('lock_accounts_of_owners'));

/**
 * The owners' accounts, each or null, locked in id order as `lockAccounts` does: finding and
 * locking in one prepared statement.
 */
export async function lockAccountsByOwners(db: Executor, owners: AccountOwner[]): Promise<(AccountRow | null)[]> {
  const rows = await lockAccountsOfOwnersQuery(db).execute(ownerParameters(owners));
  return accountsInOwnerOrder(owners, rows);
}
