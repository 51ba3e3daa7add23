import { adminUserDetailSchema } from '@apopunkt/domain/schemas/admin-users';
import { api } from '../../../lib/api-client';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** POST /v1/admin/users/{id}/job-confirmation: staff confirm a job the user changed; Rx content opens again. */
export function confirmJob(id: number) {
  return api.post(`/v1/admin/users/${id}/job-confirmation`, undefined, { schema: adminUserDetailSchema });
}

export function useConfirmJob(id: number) {
  return useAdminUserMutation(id, () => confirmJob(id));
}
