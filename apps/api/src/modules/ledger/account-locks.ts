import type { SystemAccountName } from '@apopunkt/domain/constants/ledger';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/ledger';

export type AccountRow = typeof accounts.$inferSelect;

export type AccountOwner =
  | { kind: 'user'; userId: number }
  | { kind: 'module'; moduleId: number; allowNegative: boolean }
  | { kind: 'system'; systemName: SystemAccountName };

/** The accounts that `condition` selects, locked in id order, as every transfer locks them. */
function lockedAccountsWhere(db: Executor, condition: SQL) {
  return db.select().from(accounts).where(condition).orderBy(asc(accounts.id)).for('no key update');
}

/**
 * The accounts of some owners, locked in id order (as every transfer locks them), with the owners
 * as placeholders (`ownerParameters`): the ledger's own look-up and statements of other areas that
 * lock the accounts of a coming transfer together with their own write.
 */
export function lockedAccountsOfOwners(db: Executor) {
  return lockedAccountsWhere(
    db,
    sql`${accounts.userId} = ANY(${sql.placeholder('userIds')}::int[])
      OR ${accounts.moduleId} = ANY(${sql.placeholder('moduleIds')}::int[])
      OR ${accounts.systemName} = ANY(${sql.placeholder('systemNames')}::text[])`,
  );
}

/**
 * The accounts of one user and one module (a reward's two sides), locked as lockedAccountsOfOwners
 * locks them, with the placeholders `userId` and `moduleId`. PostgreSQL keeps one plan for this
 * form; for the owner arrays it plans every execution anew, since its generic plan assumes ten
 * owners per array.
 */
export function lockedAccountsOfUserAndModule(db: Executor) {
  return lockedAccountsWhere(
    db,
    sql`${accounts.userId} = ${sql.placeholder('userId')}::int OR ${accounts.moduleId} = ${sql.placeholder('moduleId')}::int`,
  );
}

/** The placeholders of `lockedAccountsOfOwners`. */
export function ownerParameters(owners: AccountOwner[]) {
  return {
    userIds: owners.flatMap((o) => (o.kind === 'user' ? [o.userId] : [])),
    moduleIds: owners.flatMap((o) => (o.kind === 'module' ? [o.moduleId] : [])),
    systemNames: owners.flatMap((o) => (o.kind === 'system' ? [o.systemName] : [])),
  };
}

/** The owners' accounts among `rows`, each or null, in the owners' order. */
export function accountsInOwnerOrder(owners: AccountOwner[], rows: AccountRow[]): (AccountRow | null)[] {
  return owners.map((owner) => rows.find((row) => ownsAccount(owner, row)) ?? null);
}

function ownsAccount(owner: AccountOwner, row: AccountRow): boolean {
  if (owner.kind === 'user') return row.userId === owner.userId;
  if (owner.kind === 'module') return row.moduleId === owner.moduleId;
  return row.systemName === owner.systemName;
}
