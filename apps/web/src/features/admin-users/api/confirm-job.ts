import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import { call } from '../../../lib/call';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** Staff confirm a job the user changed; Rx content opens again. */
export function confirmJob(id: number) {
  return call(adminUsersEndpoints.confirmJob, { params: { id } });
}

export function useConfirmJob(id: number) {
  return useAdminUserMutation(id, () => confirmJob(id));
}
