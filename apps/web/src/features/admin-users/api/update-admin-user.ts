import { type AdminUserPatchBody, adminUserDetailSchema } from '@apopunkt/domain/schemas/admin-users';
import { api } from '../../../lib/api-client';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** PATCH /v1/admin/users/{id}: account flags (staff and superuser only by a superuser). */
export function updateAdminUser(id: number, body: AdminUserPatchBody) {
  return api.patch(`/v1/admin/users/${id}`, body, { schema: adminUserDetailSchema });
}

export function useUpdateAdminUser(id: number) {
  return useAdminUserMutation(id, (body: AdminUserPatchBody) => updateAdminUser(id, body));
}
