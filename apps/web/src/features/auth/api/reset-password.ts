import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { PasswordReset } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** The new password, with the token from the mailed link. */
export function resetPassword({ token, ...body }: PasswordReset & { token: string }) {
  return call(authEndpoints.resetPassword, { params: { token }, body, bearer: null });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
