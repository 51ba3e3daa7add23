import { thirdPartySetPageSchema, thirdPartySetSchema } from '@apopunkt/domain/schemas/third-party-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const THIRD_PARTY_PAGE_SIZE = 20;

/** GET /v1/admin/third-party-data with search and page (1-based). */
export function useThirdPartySets(input: { search?: string; page: number }) {
  const query = new URLSearchParams({
    limit: String(THIRD_PARTY_PAGE_SIZE),
    offset: String((input.page - 1) * THIRD_PARTY_PAGE_SIZE),
  });
  if (input.search) query.set('search', input.search);
  return useQuery({
    queryKey: ['admin', 'third-party-data', 'list', input],
    queryFn: ({ signal }) =>
      api.get(`/v1/admin/third-party-data?${query}`, { schema: thirdPartySetPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/admin/third-party-data/{uuid}. */
export function useThirdPartySet(uuid: string | null) {
  return useQuery({
    queryKey: ['admin', 'third-party-data', 'detail', uuid],
    queryFn: ({ signal }) => api.get(`/v1/admin/third-party-data/${uuid}`, { schema: thirdPartySetSchema, signal }),
    enabled: uuid !== null,
  });
}
