import { attemptSchema } from '@apopunkt/domain/schemas/attempts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /v1/modules/{slug}/attempts: starts an attempt or resumes the open one, so the call is
 * safe to repeat (a reload resumes). Read as a query; never kept after the player unmounts.
 */
export function startAttempt(slug: string, signal?: AbortSignal) {
  return api.post(`/v1/modules/${encodeURIComponent(slug)}/attempts`, undefined, { schema: attemptSchema, signal });
}

export const attemptQuery = (slug: string) =>
  queryOptions({
    queryKey: ['attempt', slug],
    queryFn: ({ signal }) => startAttempt(slug, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useAttempt(slug: string) {
  return useQuery(attemptQuery(slug));
}
