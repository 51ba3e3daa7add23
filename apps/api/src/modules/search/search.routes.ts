import { browsingEndpoints } from '@apopunkt/domain/endpoints/browsing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { search } from './search.service';

/** The header search overlay (Ctrl+K). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(browsingEndpoints.search),
    handler: async (request) => search(app.deps, currentUser(request), request.query.name),
  });
};
