import type { SystemAccountName, TransactionType } from '@apopunkt/domain/constants/ledger';
import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { LEDGER_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { isUnlimitedType } from '@apopunkt/domain/rules/contacts';
import type { Executor, Tx } from '../../db/client';
import { accountsInOwnerOrder } from './account-locks';
import {
  type AccountOwner,
  type AccountRow,
  findAccountByOwner,
  insertAccountIfMissing,
  lockAccounts,
  lockAccountsByOwners,
} from './accounts.repository';
import type { TransferGate, TransferSideEffect } from './transfer-companions';
import { findTransferByKey, insertTransferMovingBalances, type TransferRow } from './transfers.repository';

export type { TransferRow };

export interface TransferRequest {
  debitAccountId: number;
  creditAccountId: number;
  value: number;
  type: TransactionType;
  valueDate: Date;
  moduleId?: number | null;
  comments?: string | null;
  idempotencyKey?: string | null;
  cancels?: string | null;
  createdById?: number | null;
  /**
   * The caller claims what this key stands for in the same transaction (a reward claim, as the
   * gate of this very statement), so a replay cannot reach here: skip the look-up before the
   * locks. A duplicate key is still answered as 'duplicate' by the insert.
   */
  keyIsNew?: boolean;
  /**
   * Both accounts as the caller locked them in this transaction (lockAccountsOf), with their
   * balances unchanged since: not locked or read again.
   */
  lockedAccounts?: AccountRow[];
  /**
   * What the caller books with the new transfer, in its statement (transferSideEffect): written only
   * when the transfer is; a refused transfer sends no statement at all.
   */
  sideEffects?: readonly TransferSideEffect[];
}

export type TransferOutcome =
  | { status: 'created'; transfer: TransferRow }
  | { status: 'duplicate'; transfer: TransferRow }
  | { status: 'insufficient'; balance: number };

export interface GatedTransferRequest extends TransferRequest {
  /**
   * A data-modifying statement of the caller's (transferGate: a reward's claim, say), run first in the
   * transfer's statement: the transfer is written only when the gate answers a row, otherwise the
   * outcome is 'gated' and nothing moved. Needs `keyIsNew`.
   */
  gate: TransferGate;
  /** The new transfer's id, chosen by the caller for a gate that records it. */
  uuid: string;
}

/**
 * The one primitive every ledger write goes through (DESIGN §5), inside the caller's
 * transaction. It locks both accounts in id order (FOR NO KEY UPDATE, which concurrent foreign
 * key checks do not wait for), refuses when the debit account may not go negative and cannot
 * pay, then inserts the transfer and moves both balances and the owners' cached premium scores in
 * one statement; the idempotency key is claimed by that insert (a replay answers the first
 * transfer and moves nothing).
 *
 * Lock order for callers: accounts (by id) before users rows. Update a users row only after the
 * transfer in the same transaction, never before, or two transactions can deadlock.
 */
export async function tryTransfer(tx: Tx, request: TransferRequest): Promise<TransferOutcome> {
  const outcome = await writeTransfer(tx, request);
  if (outcome.status === 'gated') throw new Error('a transfer without a gate was gated');
  return outcome;
}

export type GatedTransferOutcome =
  | Extract<TransferOutcome, { status: 'created' | 'insufficient' }>
  | { status: 'gated' };

/**
 * tryTransfer behind a gate of the caller's, in the same statement: one round trip for, say, a
 * reward's claim and its payment. 'gated' when the gate answered no row. Its key is new, so a
 * duplicate cannot be answered: an empty insert means a closed gate.
 */
export async function tryGatedTransfer(tx: Tx, request: GatedTransferRequest): Promise<GatedTransferOutcome> {
  if (!request.keyIsNew) throw new Error('a gated transfer needs a new idempotency key');
  const outcome = await writeTransfer(tx, request);
  if (outcome.status === 'duplicate') throw new Error(`gated transfer ${request.idempotencyKey} met its own key`);
  return outcome;
}

async function writeTransfer(
  tx: Tx,
  request: TransferRequest & Partial<Pick<GatedTransferRequest, 'gate' | 'uuid'>>,
): Promise<TransferOutcome | { status: 'gated' }> {
  if (!Number.isSafeInteger(request.value) || request.value < 0) {
    throw new Error(`transfer value must be a non-negative integer, got ${request.value}`);
  }
  // A transfer that moves nothing (a note) cannot be refused: its insert claims the key, and a
  // replay is looked up only when the insert answers nothing (below). One that moves points looks
  // first, so that a replay answers its transfer even when the balance could not pay it again.
  if (request.idempotencyKey && !request.keyIsNew && request.value > 0) {
    const existing = await findTransferByKey(tx, request.idempotencyKey);
    if (existing) return { status: 'duplicate', transfer: existing };
  }
  const locked = request.lockedAccounts ?? (await lockAccounts(tx, [request.debitAccountId, request.creditAccountId]));
  const debit = locked.find((a) => a.id === request.debitAccountId);
  const credit = locked.find((a) => a.id === request.creditAccountId);
  if (!debit || !credit) throw new Error('transfer between unknown accounts');
  if (!debit.allowNegative && debit.balance < request.value) return { status: 'insufficient', balance: debit.balance };

  const transfer = await insertTransferMovingBalances(
    tx,
    {
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      value: request.value,
      type: request.type,
      moduleId: request.moduleId ?? null,
      valueDate: request.valueDate,
      comments: request.comments ?? null,
      idempotencyKey: request.idempotencyKey ?? null,
      cancels: request.cancels ?? null,
      createdById: request.createdById ?? null,
      uuid: request.uuid,
    },
    { sideEffects: request.sideEffects, gate: request.gate },
  );
  // With a new key only a closed gate leaves the insert empty (a gate that recorded the transfer's
  // id, as a reward claim does, would fail its foreign key otherwise).
  if (!transfer && request.gate) return { status: 'gated' };
  if (!transfer) {
    const existing = request.idempotencyKey ? await findTransferByKey(tx, request.idempotencyKey) : null;
    if (!existing) throw new Error('transfer insert conflicted without an idempotency key');
    return { status: 'duplicate', transfer: existing };
  }
  return { status: 'created', transfer };
}

/** tryTransfer for callers that treat a lack of points as the user's problem (412, German message). */
export async function transfer(tx: Tx, request: TransferRequest): Promise<TransferRow> {
  const outcome = await tryTransfer(tx, request);
  if (outcome.status === 'insufficient') {
    throw new AppError('PRECONDITION_FAILED', LEDGER_ERRORS.insufficientFunds, {
      balance: outcome.balance,
      value: request.value,
    });
  }
  return outcome.transfer;
}

/** The owner's account id, created on first use (racing creations are harmless). */
export async function accountIdFor(db: Executor, owner: AccountOwner): Promise<number> {
  const found = await findAccountByOwner(db, owner);
  return found ? found.id : createAccount(db, owner);
}

/** Creates the owner's account, or finds the one a racing request created a moment earlier. */
async function createAccount(db: Executor, owner: AccountOwner): Promise<number> {
  const inserted = await insertAccountIfMissing(db, owner);
  if (inserted) return inserted.id;
  const created = await findAccountByOwner(db, owner);
  if (!created) throw new Error(`account for ${owner.kind} could not be created`);
  return created.id;
}

/**
 * The owners' accounts (created on first use), locked in id order, in the owners' order: one
 * statement when they all exist. For a caller that must read or hold the accounts before its
 * transfer; pass them on as `lockedAccounts`. `alreadyLocked`: what a statement of the caller's
 * transaction locked of them already (`lockedAccountsOfOwners`, `lockedAccountsOfUserAndModule`);
 * only missing ones are created (and one found missing but created meanwhile is locked here).
 */
export async function lockAccountsOf(
  tx: Tx,
  owners: AccountOwner[],
  alreadyLocked?: AccountRow[],
): Promise<AccountRow[]> {
  const found = alreadyLocked ? accountsInOwnerOrder(owners, alreadyLocked) : await lockAccountsByOwners(tx, owners);
  const locked: AccountRow[] = [];
  for (const [i, owner] of owners.entries()) {
    // A row this transaction inserts is its own until the commit; one a racing request created
    // meanwhile (committed, since the insert waited for it) is locked now.
    const account =
      found[i] ?? (await insertAccountIfMissing(tx, owner)) ?? (await lockAccountsByOwners(tx, [owner]))[0];
    if (!account) throw new Error(`account for ${owner.kind} could not be created`);
    locked.push(account);
  }
  return locked;
}

export function userAccountId(db: Executor, userId: number): Promise<number> {
  return accountIdFor(db, { kind: 'user', userId });
}

/** Types 0, 1 and 10 are never exhausted, so their accounts may go negative (DESIGN §5). */
export function moduleAccountOwner(module: { id: number; type: ModuleType }): AccountOwner {
  return { kind: 'module', moduleId: module.id, allowNegative: isUnlimitedType(module.type) };
}

export function moduleAccountId(db: Executor, module: { id: number; type: ModuleType }): Promise<number> {
  return accountIdFor(db, moduleAccountOwner(module));
}

export function systemAccountId(db: Executor, name: SystemAccountName): Promise<number> {
  return accountIdFor(db, { kind: 'system', systemName: name });
}

/** A user's premium-points account with its balance, or null before the first movement. */
export function findUserAccount(db: Executor, userId: number) {
  return findAccountByOwner(db, { kind: 'user', userId });
}
