import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { PasswordChange } from '@apopunkt/domain/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** Ends every other session and answers fresh tokens for this one. */
export function changePassword(body: PasswordChange) {
  return call(authEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: (tokens) => sessionStore.setAccess(tokens.access) });
}
