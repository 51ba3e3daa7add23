import { adminUserDetailSchema, type EmployeeVerificationBody } from '@apopunkt/domain/schemas/admin-users';
import { api } from '../../../lib/api-client';
import { useAdminUserMutation } from './use-admin-user-mutation';

/** POST /v1/admin/users/{id}/employee/verification: staff confirm the employment directly. */
export function verifyEmployee(id: number, body: EmployeeVerificationBody) {
  return api.post(`/v1/admin/users/${id}/employee/verification`, body, { schema: adminUserDetailSchema });
}

export function useVerifyEmployee(id: number) {
  return useAdminUserMutation(id, (body: EmployeeVerificationBody) => verifyEmployee(id, body));
}
