import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** May the member rate (passed), and their rating. A submitted attempt refreshes it (player's refreshAfterCompletion). */
export function getMyRating(slug: string, signal?: AbortSignal) {
  return call(moduleRatingEndpoints.mine, { params: { slug }, signal });
}

export function myRatingQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(moduleRatingEndpoints.mine, { params: { slug } }),
    queryFn: ({ signal }) => getMyRating(slug, signal),
  });
}

export function useMyRating(slug: string) {
  return useQuery(myRatingQuery(slug));
}
