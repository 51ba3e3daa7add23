import { LIST_LIMIT_MAX } from '@apopunkt/domain/constants/limits';
import { transactionSummarySchema } from '@apopunkt/domain/schemas/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** GET /v1/me/transactions?limit&offset: the points summary with one slice of rows, newest first. */
export function getTransactions(limit: number, offset: number, signal?: AbortSignal) {
  return api.get('/v1/me/transactions', { query: { limit, offset }, schema: transactionSummarySchema, signal });
}

/** One page of the unfiltered history, paginated by the server. */
export const transactionsPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', 'page', page],
    queryFn: ({ signal }) => getTransactions(TRANSACTIONS_PAGE_SIZE, (page - 1) * TRANSACTIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

/**
 * The newest 500 rows for filtering by type and period in the browser: the API takes only
 * limit/offset, so older rows cannot be filtered yet.
 */
export const recentTransactionsQuery = queryOptions({
  queryKey: ['transactions', 'recent'],
  queryFn: ({ signal }) => getTransactions(LIST_LIMIT_MAX, 0, signal),
});

export function useTransactionsPage(page: number, enabled: boolean) {
  return useQuery({ ...transactionsPageQuery(page), enabled });
}

export function useRecentTransactions(enabled: boolean) {
  return useQuery({ ...recentTransactionsQuery, enabled });
}
