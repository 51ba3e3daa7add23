import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import { moduleRatingsSchema } from '@apopunkt/domain/schemas/business';
import { slugParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getModuleRatings, getMyRating, rateModule } from './ratings.service';

const ratingFeature = { access: { subscription: 'FEATURE_DASHBOARD_MODULE_RATING' } } as const;
const tags = ['business'];

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

  app.get(
    '/v1/business/modules/:slug/ratings',
    { config: ratingFeature, schema: { tags, params: slugParamSchema, response: { 200: moduleRatingsSchema } } },
    async (request) => getModuleRatings(app.deps, currentUser(request), request.params.slug),
  );
};
