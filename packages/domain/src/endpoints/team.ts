import {
  myRecommendationsSchema,
  recommendationBodySchema,
  teamRecommendationSchema,
  teamSchema,
} from '../schemas/team';
import { defineEndpoint } from './define-endpoint';

/**
 * The pharmacy owner's team (issue 37 §4): only a PHO verified at a pharmacy (else 403, the server
 * decides); members see their owner's recommendations.
 */
export const teamEndpoints = {
  /** The pharmacy's verified members who consented (TEAM_VISIBILITY), the others as a count, the recommendations. */
  team: defineEndpoint({
    method: 'GET',
    path: '/v1/team',
    tag: 'team',
    answer: { 200: teamSchema },
  }),
  /**
   * Recommends a module the owner may see to the whole team (again: the note and date are
   * renewed); no points move. 404 for a module the owner cannot see, 429 after too many a day.
   */
  recommend: defineEndpoint({
    method: 'POST',
    path: '/v1/team/recommendations',
    tag: 'team',
    body: recommendationBodySchema,
    answer: { 201: teamRecommendationSchema },
  }),
  /** The recommendations of the member's pharmacy owner, of modules the member may see, newest first. */
  myRecommendations: defineEndpoint({
    method: 'GET',
    path: '/v1/me/recommendations',
    tag: 'account',
    answer: { 200: myRecommendationsSchema },
  }),
};
