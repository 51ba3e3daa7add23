import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import { transactionSummarySchema } from '@apopunkt/domain/schemas/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 10;

export interface TransactionsQuery {
  type?: TransactionType;
  /** First value date, yyyy-MM-dd. */
  from?: string;
}

/** GET /v1/me/transactions: the points summary with one page of rows (optionally filtered), newest first. */
export function getTransactions(page: number, filter: TransactionsQuery, signal?: AbortSignal) {
  return api.get('/v1/me/transactions', {
    query: { limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE, ...filter },
    schema: transactionSummarySchema,
    signal,
  });
}

export const transactionsPageQuery = (page: number, filter: TransactionsQuery) =>
  queryOptions({
    queryKey: ['transactions', 'page', page, filter],
    queryFn: ({ signal }) => getTransactions(page, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactionsPage(page: number, filter: TransactionsQuery) {
  return useQuery(transactionsPageQuery(page, filter));
}
