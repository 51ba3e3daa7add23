import { thirdPartyDataAdminEndpoints } from '@apopunkt/domain/endpoints/admin-third-party-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const THIRD_PARTY_PAGE_SIZE = 20;

/** The sets with search and page (1-based). */
export function useThirdPartySets(input: { search?: string; page: number }) {
  const query = {
    limit: THIRD_PARTY_PAGE_SIZE,
    offset: (input.page - 1) * THIRD_PARTY_PAGE_SIZE,
    search: input.search,
  };
  return useQuery({
    queryKey: queryKeyOf(thirdPartyDataAdminEndpoints.list, { query }),
    queryFn: ({ signal }) => call(thirdPartyDataAdminEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One set with its modules and export log; nothing while no set is chosen. */
export function useThirdPartySet(uuid: string | null) {
  return useQuery({
    queryKey: queryKeyOf(thirdPartyDataAdminEndpoints.detail, { params: { uuid } }),
    queryFn: ({ signal }) => call(thirdPartyDataAdminEndpoints.detail, { params: { uuid: uuid ?? '' }, signal }),
    enabled: uuid !== null,
  });
}
