import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getModuleRatings, getMyRating, rateModule } from './ratings.service';

/** Members rate a module they passed; feature 13 shows the ratings to the manufacturer. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(moduleRatingEndpoints.mine),
    handler: async (request) => getMyRating(app.deps, currentUser(request), request.params.slug),
  });

  app.route({
    ...routeOf(moduleRatingEndpoints.rate),
    handler: async (request) => rateModule(app.deps, currentUser(request), request.params.slug, request.body),
  });

  app.route({
    ...routeOf(moduleRatingEndpoints.summary),
    handler: async (request) => getModuleRatings(app.deps, currentUser(request), request.params.slug),
  });
};
