import { transactionSummarySchema } from '@apopunkt/domain/schemas/ledger';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** GET /v1/me/transactions?limit&offset: the points summary with one page of rows, newest first. */
export function getTransactions(page: number, signal?: AbortSignal) {
  return api.get('/v1/me/transactions', {
    query: { limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE },
    schema: transactionSummarySchema,
    signal,
  });
}

export const transactionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['transactions', page],
    queryFn: ({ signal }) => getTransactions(page, signal),
    placeholderData: keepPreviousData,
  });

export function useTransactions(page: number) {
  return useQuery(transactionsQuery(page));
}
