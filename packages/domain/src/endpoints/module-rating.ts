import { moduleRatingsSchema, myRatingSchema, ratingBodySchema } from '../schemas/business';
import { slugParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/** Members rate a module they passed (the business area shows the ratings to the manufacturer). */
export const moduleRatingEndpoints = {
  /** May the member rate (passed), and their rating. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/v1/modules/:slug/rating',
    tag: 'modules',
    params: slugParamSchema,
    answer: { 200: myRatingSchema },
  }),
  /** Rates a passed module, or changes the rating. */
  rate: defineEndpoint({
    method: 'PUT',
    path: '/v1/modules/:slug/rating',
    tag: 'modules',
    params: slugParamSchema,
    body: ratingBodySchema,
    answer: { 200: myRatingSchema },
  }),
  /** The members' ratings of a module, summed up for its manufacturer (business feature 13). */
  summary: defineEndpoint({
    method: 'GET',
    path: '/v1/business/modules/:slug/ratings',
    tag: 'business',
    access: { subscription: 'FEATURE_DASHBOARD_MODULE_RATING' },
    params: slugParamSchema,
    answer: { 200: moduleRatingsSchema },
  }),
};
