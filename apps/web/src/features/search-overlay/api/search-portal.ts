import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@apopunkt/domain/constants/limits';
import { browsingEndpoints } from '@apopunkt/domain/endpoints/browsing';
import type { SearchResult } from '@apopunkt/domain/schemas/search';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const EMPTY_RESULT: SearchResult = { products: [], modules: [], manufacturers: [] };

/** The header search by name; a missing search (404) counts as no hits. */
export async function searchPortal(name: string, signal?: AbortSignal): Promise<SearchResult> {
  try {
    return await call(browsingEndpoints.search, { query: { name }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return EMPTY_RESULT;
    throw error;
  }
}

/** Cancelled by TanStack Query through `signal` when a newer query replaces it (spec §7). */
export const searchPortalQuery = (name: string) =>
  queryOptions({
    queryKey: queryKeyOf(browsingEndpoints.search, { query: { name } }),
    queryFn: ({ signal }) => searchPortal(name, signal),
    staleTime: 60_000,
  });

/**
 * Search as the user types (spec §5, §9): trimmed, debounced 300 ms, sent only above 2
 * characters; an emptied field clears the results.
 */
export function useSearchPortal(input: string) {
  const [debounced] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const active = input.trim().length >= SEARCH_MIN_LENGTH && debounced.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({ ...searchPortalQuery(debounced), enabled: active, placeholderData: keepPreviousData });
  return {
    active,
    pending: active && (query.isFetching || debounced !== input.trim()),
    result: active ? (query.data ?? null) : null,
    failed: active && query.isError,
  };
}
