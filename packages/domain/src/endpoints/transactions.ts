import { transactionSummarySchema, transactionsQuerySchema } from '../schemas/ledger';
import { defineEndpoint } from './define-endpoint';

/** The signed-in user's points history, optionally narrowed to one type and a period of value dates. */
export const transactionsEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/v1/me/transactions',
    query: transactionsQuerySchema,
    answer: { 200: transactionSummarySchema },
  }),
};
