import type { SystemAccountName, TransactionType } from '@apopunkt/domain/constants/ledger';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { accounts, moduleFlowTotals } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';

export type AccountRow = typeof accounts.$inferSelect;

export type AccountOwner =
  | { kind: 'user'; userId: number }
  | { kind: 'module'; moduleId: number; allowNegative: boolean }
  | { kind: 'system'; systemName: SystemAccountName };

function ownerColumn(owner: AccountOwner) {
  if (owner.kind === 'user') return eq(accounts.userId, owner.userId);
  if (owner.kind === 'module') return eq(accounts.moduleId, owner.moduleId);
  return eq(accounts.systemName, owner.systemName);
}

export async function findAccountByOwner(db: Executor, owner: AccountOwner): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(ownerColumn(owner));
  return row ?? null;
}

/** Inserts the owner's account unless it exists; answers its id when this call created it (racing inserts are harmless). */
export async function insertAccountIfMissing(db: Executor, owner: AccountOwner): Promise<number | null> {
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
    .returning({ id: accounts.id });
  return created?.id ?? null;
}

const lockAccountsQuery = preparedPerDatabase((db) =>
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
 * Moves `value` from the debit to the credit account, adds it to the running totals of a module
 * account (module_flow_totals, per transfer type) and copies the new balance of a user account
 * into that user's cached premium score, in one statement (the accounts are locked already; users
 * rows are written after the accounts, as the lock order wants). The balance CHECK constraint
 * still refuses an overdraft.
 */
export async function moveBalance(
  db: Executor,
  move: { debitAccountId: number; creditAccountId: number; value: number; type: TransactionType },
) {
  const { debitAccountId, creditAccountId, value, type } = move;
  await db.execute(sql`WITH moved AS (
      UPDATE ${accounts} SET balance = balance + CASE WHEN id = ${debitAccountId}::int THEN ${-value}::bigint ELSE ${value}::bigint END
      WHERE id IN (${debitAccountId}::int, ${creditAccountId}::int)
      RETURNING id, kind, user_id, balance),
    flows AS (
      INSERT INTO ${moduleFlowTotals} AS f (account_id, type, debited, credited)
      SELECT id, ${type}::text,
             CASE WHEN id = ${debitAccountId}::int THEN ${value}::bigint ELSE 0 END,
             CASE WHEN id = ${creditAccountId}::int THEN ${value}::bigint ELSE 0 END
      FROM moved WHERE kind = 'module'
      ON CONFLICT (account_id, type) DO UPDATE
      SET debited = f.debited + EXCLUDED.debited, credited = f.credited + EXCLUDED.credited)
    UPDATE ${users} u SET premium_score = moved.balance FROM moved
    WHERE moved.kind = 'user' AND u.id = moved.user_id`);
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

/** The accounts of several owners in one query, in the owners' order (null where none exists yet). */
const accountsOfOwnersQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(accounts)
    .where(
      sql`${accounts.userId} = ANY(${sql.placeholder('userIds')}::int[])
        OR ${accounts.moduleId} = ANY(${sql.placeholder('moduleIds')}::int[])
        OR ${accounts.systemName} = ANY(${sql.placeholder('systemNames')}::text[])`,
    )
    .prepare('accounts_of_owners'),
);

/** The owners' accounts, each or null, in one prepared statement whatever the owners. */
export async function findAccountsByOwners(db: Executor, owners: AccountOwner[]): Promise<(AccountRow | null)[]> {
  const rows = await accountsOfOwnersQuery(db).execute({
    userIds: owners.flatMap((o) => (o.kind === 'user' ? [o.userId] : [])),
    moduleIds: owners.flatMap((o) => (o.kind === 'module' ? [o.moduleId] : [])),
    systemNames: owners.flatMap((o) => (o.kind === 'system' ? [o.systemName] : [])),
  });
  return owners.map((owner) => rows.find((row) => ownsAccount(owner, row)) ?? null);
}

function ownsAccount(owner: AccountOwner, row: AccountRow): boolean {
  if (owner.kind === 'user') return row.userId === owner.userId;
  if (owner.kind === 'module') return row.moduleId === owner.moduleId;
  return row.systemName === owner.systemName;
}
