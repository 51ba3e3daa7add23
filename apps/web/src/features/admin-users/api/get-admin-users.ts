import { adminUserPageSchema } from '@apopunkt/domain/schemas/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_USERS_PAGE_SIZE = 25;

export interface AdminUsersParams {
  search: string;
  page: number;
}

/** GET /v1/admin/users?search=&limit&offset (staff). */
export function adminUsersQuery({ search, page }: AdminUsersParams) {
  return queryOptions({
    queryKey: ['admin', 'users', 'list', { search, page }],
    queryFn: ({ signal }) =>
      api.get('/v1/admin/users', {
        query: { search, limit: ADMIN_USERS_PAGE_SIZE, offset: (page - 1) * ADMIN_USERS_PAGE_SIZE },
        schema: adminUserPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQuery(params));
}
