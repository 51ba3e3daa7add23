import { userSchema } from '@apopunkt/domain/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** POST /v1/me/verification-code: the code from the letter; the answer is the updated user record. */
export function submitVerificationCode(code: string) {
  return api.post('/v1/me/verification-code', { code }, { schema: userSchema });
}

export function useSubmitVerificationCode() {
  return useMutation({ mutationFn: submitVerificationCode, onSuccess: (user) => sessionStore.setUser(user) });
}
