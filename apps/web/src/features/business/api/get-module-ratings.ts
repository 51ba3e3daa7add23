import { moduleRatingsSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/modules/{slug}/ratings: ratings summary (feature 13). */
export function fetchModuleRatings(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/business/modules/${encodeURIComponent(slug)}/ratings`, { schema: moduleRatingsSchema, signal });
}

export function moduleRatingsQuery(slug: string) {
  return queryOptions({
    queryKey: ['business', 'modules', slug, 'ratings'],
    queryFn: ({ signal }) => fetchModuleRatings(slug, signal),
  });
}

export function useModuleRatings(slug: string, enabled = true) {
  return useQuery({ ...moduleRatingsQuery(slug), enabled });
}
