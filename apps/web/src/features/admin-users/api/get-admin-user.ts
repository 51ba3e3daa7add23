import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const adminUserKey = (id: number) => queryKeyOf(adminUsersEndpoints.detail, { params: { id } });

/** Profile, grants and the job group's default permissions. */
export function adminUserQuery(id: number) {
  return queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => call(adminUsersEndpoints.detail, { params: { id }, signal }),
  });
}

export function useAdminUser(id: number) {
  return useQuery(adminUserQuery(id));
}
