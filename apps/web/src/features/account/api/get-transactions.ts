import { LIST_LIMIT_MAX } from '@apopunkt/domain/constants/limits';
import { transactionSummarySchema } from '@apopunkt/domain/schemas/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /v1/me/transactions: the ledger summary with the newest rows. The API takes only
 * limit/offset, so type and period are filtered in the browser over the newest 500 rows.
 */
export function getTransactions(signal?: AbortSignal) {
  return api.get('/v1/me/transactions', { schema: transactionSummarySchema, query: { limit: LIST_LIMIT_MAX }, signal });
}

export const transactionsQuery = queryOptions({
  queryKey: ['transactions', 'mine'],
  queryFn: ({ signal }) => getTransactions(signal),
});

export function useTransactions() {
  return useQuery(transactionsQuery);
}
