import { organisationsEndpoints } from '@apopunkt/domain/endpoints/organisations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { queryKeyOf } from '../../lib/query-key';

/** The server ignores searches under 2 characters, so the picker waits for them. */
export const ORGANISATION_SEARCH_MIN_LENGTH = 2;
const RESULT_LIMIT = 20;

/** Organisations by name or place (public: registration needs it before an account exists). */
export function searchOrganisationsQuery(search: string) {
  const query = { search, limit: RESULT_LIMIT };
  return queryOptions({
    queryKey: queryKeyOf(organisationsEndpoints.search, { query }),
    queryFn: ({ signal }) => call(organisationsEndpoints.search, { query, signal }),
    enabled: search.length >= ORGANISATION_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
