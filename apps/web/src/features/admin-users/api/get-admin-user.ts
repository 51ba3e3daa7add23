import { adminUserDetailSchema } from '@apopunkt/domain/schemas/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminUserKey = (id: number) => ['admin', 'users', 'detail', id] as const;

/** GET /v1/admin/users/{id}: profile, grants and the job group's default permissions. */
export function adminUserQuery(id: number) {
  return queryOptions({
    queryKey: adminUserKey(id),
    queryFn: ({ signal }) => api.get(`/v1/admin/users/${id}`, { schema: adminUserDetailSchema, signal }),
  });
}

export function useAdminUser(id: number) {
  return useQuery(adminUserQuery(id));
}
