import { organisationPageSchema } from '@apopunkt/domain/schemas/organisations';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The server ignores searches under 2 characters, so the picker waits for them. */
export const ORGANISATION_SEARCH_MIN_LENGTH = 2;
const RESULT_LIMIT = 20;

/** GET /v1/organisations?search= (public: registration needs it before an account exists). */
export function searchOrganisationsQuery(search: string) {
  return queryOptions({
    queryKey: ['organisations', 'search', search],
    queryFn: ({ signal }) =>
      api.get('/v1/organisations', { query: { search, limit: RESULT_LIMIT }, schema: organisationPageSchema, signal }),
    enabled: search.length >= ORGANISATION_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
