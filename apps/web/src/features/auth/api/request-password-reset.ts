import type { PasswordResetRequest } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/password-resets: always 202, whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest) {
  return api.post<void>('/v1/password-resets', body, { bearer: null });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
