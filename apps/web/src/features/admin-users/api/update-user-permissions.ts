import { adminUserDetailSchema, type PermissionGrantsBody } from '@apopunkt/domain/schemas/admin-users';
import { api } from '../../../lib/api-client';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** PUT /v1/admin/users/{id}/permissions: replaces all per-user grants and revocations. */
export function updateUserPermissions(id: number, body: PermissionGrantsBody) {
  return api.put(`/v1/admin/users/${id}/permissions`, body, { schema: adminUserDetailSchema });
}

export function useUpdateUserPermissions(id: number) {
  return useAdminUserMutation(id, (body: PermissionGrantsBody) => updateUserPermissions(id, body));
}
