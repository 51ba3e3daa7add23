import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { PermissionGrantsBody } from '@apopunkt/domain/schemas/admin-users';
import { call } from '../../../lib/call';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** Replaces all per-user grants and revocations. */
export function updateUserPermissions(id: number, body: PermissionGrantsBody) {
  return call(adminUsersEndpoints.replacePermissions, { params: { id }, body });
}

export function useUpdateUserPermissions(id: number) {
  return useAdminUserMutation(id, (body: PermissionGrantsBody) => updateUserPermissions(id, body));
}
