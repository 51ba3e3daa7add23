import { searchQuerySchema, searchResultSchema } from '@apopunkt/domain/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { search } from './search.service';

/** The header search overlay (Ctrl+K). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } },
    async (request) => search(app.deps, currentUser(request), request.query.name),
  );
};
