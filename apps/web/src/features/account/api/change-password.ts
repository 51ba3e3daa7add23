import { type PasswordChange, sessionTokensSchema } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** PUT /v1/me/password: ends every other session and answers fresh tokens for this one. */
export function changePassword(body: PasswordChange) {
  return api.put('/v1/me/password', body, { schema: sessionTokensSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (tokens) => sessionStore.setAccess(tokens.access) });
}
