import type { PasswordReset } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/password-resets/{token} with the token from the mailed link. */
export function resetPassword({ token, ...body }: PasswordReset & { token: string }) {
  return api.post<void>(`/v1/password-resets/${encodeURIComponent(token)}`, body, { bearer: null });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
