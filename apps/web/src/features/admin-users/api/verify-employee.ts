import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { EmployeeVerificationBody } from '@apopunkt/domain/schemas/admin-users';
import { call } from '../../../lib/call';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** Staff confirm the employment directly. */
export function verifyEmployee(id: number, body: EmployeeVerificationBody) {
  return call(adminUsersEndpoints.verifyEmployee, { params: { id }, body });
}

export function useVerifyEmployee(id: number) {
  return useAdminUserMutation(id, (body: EmployeeVerificationBody) => verifyEmployee(id, body));
}
