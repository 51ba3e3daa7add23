import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const ADMIN_USERS_PAGE_SIZE = 25;

export interface AdminUsersParams {
  search: string;
  page: number;
}

/** Users by search, a page at a time (staff). */
export function adminUsersQuery({ search, page }: AdminUsersParams) {
  const query = { search, limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(adminUsersEndpoints.list, { query }),
    queryFn: ({ signal }) => call(adminUsersEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQuery(params));
}
