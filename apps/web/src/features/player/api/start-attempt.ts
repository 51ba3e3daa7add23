import { attemptsEndpoints } from '@apopunkt/domain/endpoints/attempts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/**
 * Starts an attempt or resumes the open one, so the call is safe to repeat (a reload resumes).
 * Read as a query; never kept after the player unmounts.
 */
export function startAttempt(slug: string, signal?: AbortSignal) {
  return call(attemptsEndpoints.start, { params: { slug }, signal });
}

export const attemptQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeyOf(attemptsEndpoints.start, { params: { slug } }),
    queryFn: ({ signal }) => startAttempt(slug, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function useAttempt(slug: string) {
  return useQuery(attemptQuery(slug));
}
