import { collectEndpoints } from '@apopunkt/domain/endpoints/collect';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getCollect } from './collect.service';

/** The Collect page's data (spec §2 /collect). */
export const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(collectEndpoints.page),
    handler: async (request) => getCollect(app.deps, currentUser(request)),
  });
};
