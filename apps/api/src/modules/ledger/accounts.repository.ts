import type { SystemAccountName } from '@apopunkt/domain/constants/ledger';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/ledger';
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

/** Inserts the owner's account unless it exists (racing inserts are harmless). */
export async function insertAccountIfMissing(db: Executor, owner: AccountOwner): Promise<void> {
  await db
    .insert(accounts)
    .values({
      kind: owner.kind,
      userId: owner.kind === 'user' ? owner.userId : null,
      moduleId: owner.kind === 'module' ? owner.moduleId : null,
      systemName: owner.kind === 'system' ? owner.systemName : null,
      // Users and budgeted modules must not go below zero; the mint and bonus pots may.
      allowNegative: owner.kind === 'system' || (owner.kind === 'module' && owner.allowNegative),
    })
    .onConflictDoNothing();
}

/** Row locks on the accounts, always in id order so that concurrent transfers cannot deadlock. */
export async function lockAccounts(db: Executor, ids: number[]): Promise<AccountRow[]> {
  return db.select().from(accounts).where(inArray(accounts.id, ids)).orderBy(asc(accounts.id)).for('no key update');
}

export async function addToBalance(db: Executor, accountId: number, delta: number): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${delta}` })
    .where(eq(accounts.id, accountId))
    .returning();
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row;
}

/** The cached premium score follows the user account's balance in the same transaction. */
export async function setPremiumScore(db: Executor, userId: number, balance: number): Promise<void> {
  await db.update(users).set({ premiumScore: balance }).where(eq(users.id, userId));
}
