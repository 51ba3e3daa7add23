import type { TransactionType } from '@apopunkt/domain/constants/ledger';
import { transactionsEndpoints } from '@apopunkt/domain/endpoints/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const TRANSACTIONS_PAGE_SIZE = 10;

export interface TransactionsQuery {
  type?: TransactionType;
  /** First value date, yyyy-MM-dd. */
  from?: string;
}

/** The points summary with one page of rows (optionally filtered), newest first. */
export function getTransactions(page: number, filter: TransactionsQuery, signal?: AbortSignal) {
  return call(transactionsEndpoints.mine, { query: pageQuery(page, filter), signal });
}

const pageQuery = (page: number, filter: TransactionsQuery) => ({
  limit: TRANSACTIONS_PAGE_SIZE,
  offset: (page - 1) * TRANSACTIONS_PAGE_SIZE,
  ...filter,
});

export const transactionsPageQuery = (page: number, filter: TransactionsQuery) =>
  queryOptions({
    queryKey: queryKeyOf(transactionsEndpoints.mine, { query: pageQuery(page, filter) }),
    queryFn: ({ signal }) => getTransactions(page, filter, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactionsPage(page: number, filter: TransactionsQuery) {
  return useQuery(transactionsPageQuery(page, filter));
}
