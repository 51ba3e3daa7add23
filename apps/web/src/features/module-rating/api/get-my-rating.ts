import { myRatingSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/modules/{slug}/rating: may the member rate (passed), and their rating. */
export function getMyRating(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/modules/${encodeURIComponent(slug)}/rating`, { schema: myRatingSchema, signal });
}

/** Under ['modules', …], so a submitted attempt (which refreshes every module query) shows the card at once. */
export function myRatingQuery(slug: string) {
  return queryOptions({ queryKey: ['modules', slug, 'rating'], queryFn: ({ signal }) => getMyRating(slug, signal) });
}

export function useMyRating(slug: string) {
  return useQuery(myRatingQuery(slug));
}
