import { SYSTEM_ACCOUNTS, type SystemAccountName } from '@apopunkt/domain/constants/ledger';
import { isCancelableTransfer } from '@apopunkt/domain/rules/ledger';
import type { Transaction, TransactionSummary, TransactionsQuery } from '@apopunkt/domain/schemas/ledger';
import type { ResolvedDeps } from '../../deps';
import { findUserAccount } from '../ledger';
import {
  type AccountTransferRow,
  countAccountTransfers,
  listAccountTransfers,
  sumAccountTransfers,
  type TransferFilter,
} from './transactions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The query's type and calendar days (UTC, `to` inclusive) as a repository filter; null without any. */
function transferFilter(query: Pick<TransactionsQuery, 'type' | 'from' | 'to'>): TransferFilter | null {
  if (!query.type && !query.from && !query.to) return null;
  return {
    type: query.type,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

function partnerOf(row: AccountTransferRow, productName: string): Transaction['partner'] {
  if (row.partnerKind === 'user') {
    const initial = row.partnerLastName ? ` ${row.partnerLastName.charAt(0)}.` : '';
    return { name: `${row.partnerFirstName ?? ''}${initial}`.trim(), type: 'user' };
  }
  if (row.partnerKind === 'module') {
    const shortDescription = row.partnerModuleName ?? undefined;
    return row.partnerManufacturerName
      ? { name: row.partnerManufacturerName, type: 'manufacturer', shortDescription }
      : { name: productName, type: 'system', shortDescription };
  }
  const label = SYSTEM_ACCOUNTS[row.partnerSystemName as SystemAccountName];
  return { name: productName, type: 'system', ...(label ? { shortDescription: label } : {}) };
}

function toTransaction(row: AccountTransferRow, accountId: number, productName: string): Transaction {
  return {
    uuid: row.uuid,
    value: row.value,
    valueDate: row.valueDate.toISOString(),
    transactionType: row.type,
    module:
      row.moduleSlug && row.moduleType !== null
        ? { slug: row.moduleSlug, name: row.moduleName ?? '', type: row.moduleType }
        : null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    cancelable: isCancelableTransfer(row),
    comments: row.comments,
    isIncome: row.creditAccountId === accountId,
    partner: partnerOf(row, productName),
  };
}

/**
 * `GET /v1/me/transactions` (spec §3): the user's points history, newest first, with what came in
 * (creditsReceived), the saldo recomputed from the rows and the account balance. Both must agree;
 * the staff audit checks that for every account. A user without an account has an empty history.
 */
export async function getTransactionSummary(
  deps: Pick<ResolvedDeps, 'db' | 'config'>,
  user: { id: number },
  query: Pick<TransactionsQuery, 'limit' | 'offset' | 'type' | 'from' | 'to'>,
): Promise<Omit<TransactionSummary, 'next' | 'previous'>> {
  const account = await findUserAccount(deps.db, user.id);
  if (!account) return { creditsReceived: 0, creditsSaldo: 0, balance: 0, count: 0, results: [] };
  const filter = transferFilter(query);
  const [sums, rows, filteredCount] = await Promise.all([
    sumAccountTransfers(deps.db, account.id),
    listAccountTransfers(deps.db, account.id, query, filter),
    filter ? countAccountTransfers(deps.db, account.id, filter) : null,
  ]);
  return {
    creditsReceived: sums.credits,
    creditsSaldo: sums.credits - sums.debits,
    balance: account.balance,
    count: filteredCount ?? sums.total,
    results: rows.map((row) => toTransaction(row, account.id, deps.config.PRODUCT_NAME)),
  };
}
