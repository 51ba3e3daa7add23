import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The ratings summary of a module (feature 13). */
export function fetchModuleRatings(slug: string, signal?: AbortSignal) {
  return call(moduleRatingEndpoints.summary, { params: { slug }, signal });
}

export function moduleRatingsQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(moduleRatingEndpoints.summary, { params: { slug } }),
    queryFn: ({ signal }) => fetchModuleRatings(slug, signal),
  });
}

export function useModuleRatings(slug: string, enabled = true) {
  return useQuery({ ...moduleRatingsQuery(slug), enabled });
}
