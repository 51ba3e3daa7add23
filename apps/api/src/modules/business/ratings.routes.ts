import { myRatingSchema, ratingBodySchema } from '@apopunkt/domain/schemas/business';
import { slugParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getMyRating, rateModule } from './ratings.service';

/** Members rate a module they passed (feature 13 shows the ratings to the manufacturer). */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/modules/:slug/rating',
    { schema: { tags: ['modules'], params: slugParamSchema, response: { 200: myRatingSchema } } },
    async (request) => getMyRating(app.deps, currentUser(request), request.params.slug),
  );
  app.put(
    '/v1/modules/:slug/rating',
    {
      schema: { tags: ['modules'], params: slugParamSchema, body: ratingBodySchema, response: { 200: myRatingSchema } },
    },
    async (request) => rateModule(app.deps, currentUser(request), request.params.slug, request.body),
  );
};
