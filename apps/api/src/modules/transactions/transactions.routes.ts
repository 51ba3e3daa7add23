import { transactionsEndpoints } from '@apopunkt/domain/endpoints/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getTransactionSummary } from './transactions.service';

/** The signed-in user's points history, optionally narrowed to one type and a period of value dates. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(transactionsEndpoints.mine),
    handler: async (request) => {
      const { results, count, ...summary } = await getTransactionSummary(app.deps, currentUser(request), request.query);
      return { ...summary, ...page(request.url, request.query, count, results) };
    },
  });
};
