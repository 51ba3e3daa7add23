import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../lib/query-key';
import { adminUserKey } from './get-admin-user';

/**
 * A staff change to one user whose answer is the new detail record: the cached detail is
 * replaced and the user list refetched (flags and names show there too).
 */
export function useAdminUserMutation<V>(id: number, mutationFn: (variables: V) => Promise<AdminUserDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      client.setQueryData(adminUserKey(id), detail);
      void invalidateEndpoints(client, adminUsersEndpoints.list);
    },
  });
}
