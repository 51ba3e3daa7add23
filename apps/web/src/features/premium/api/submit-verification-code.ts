import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { sessionStore } from '../../../lib/session-store';

/** The code from the letter; the answer is the updated user record. */
export function submitVerificationCode(code: string) {
  return call(accountEndpoints.verificationCode, { body: { code } });
}

export function useSubmitVerificationCode() {
  return useMutation({ mutationFn: submitVerificationCode, onSuccess: (user) => sessionStore.setUser(user) });
}
