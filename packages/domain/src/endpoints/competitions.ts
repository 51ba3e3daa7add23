import {
  competitionBannerQuerySchema,
  competitionBannerSchema,
  competitionDetailSchema,
  competitionKeyParamSchema,
  competitionListQuerySchema,
  competitionListSchema,
  joinCompetitionBodySchema,
} from '../schemas/competitions';
import { defineEndpoint } from './define-endpoint';

const view = { permission: 'can_view_competitions' } as const;

/** Members' competitions (spec §7, DESIGN §3): list, banner, detail and joining. */
export const competitionsEndpoints = {
  /** The running competitions with progress. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/competitions',
    tag: 'engagement',
    access: view,
    query: competitionListQuerySchema,
    answer: { 200: competitionListSchema },
  }),
  /** The newest running competition's banner. */
  banner: defineEndpoint({
    method: 'GET',
    path: '/v1/competitions/banner',
    tag: 'engagement',
    access: view,
    query: competitionBannerQuerySchema,
    answer: { 200: competitionBannerSchema },
  }),
  /** One competition by id or 'premium'. */
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/competitions/:id',
    tag: 'engagement',
    access: view,
    params: competitionKeyParamSchema,
    answer: { 200: competitionDetailSchema },
  }),
  /** Joining, with the accepted conditions. */
  join: defineEndpoint({
    method: 'POST',
    path: '/v1/competitions/:id/participation',
    tag: 'engagement',
    access: { permission: 'can_join_competitions' },
    params: competitionKeyParamSchema,
    body: joinCompetitionBodySchema,
    answer: { 200: competitionDetailSchema },
  }),
};
