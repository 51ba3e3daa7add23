import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { AdminUserPatchBody } from '@apopunkt/domain/schemas/admin-users';
import { call } from '../../../lib/call';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** Account flags (staff and superuser only by a superuser). */
export function updateAdminUser(id: number, body: AdminUserPatchBody) {
  return call(adminUsersEndpoints.update, { params: { id }, body });
}

export function useUpdateAdminUser(id: number) {
  return useAdminUserMutation(id, (body: AdminUserPatchBody) => updateAdminUser(id, body));
}
