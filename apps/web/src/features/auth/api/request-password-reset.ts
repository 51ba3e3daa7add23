import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { PasswordResetRequest } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** Always 202, whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return call(authEndpoints.requestPasswordReset, { body, bearer: null });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
