import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** Asks for a letter with a code to the workplace's postal address. */
export function requestVerificationLetter() {
  return call(accountEndpoints.verificationLetter);
}

export function useRequestVerificationLetter() {
  return useMutation({ mutationFn: requestVerificationLetter, onSuccess: () => loadCurrentUser() });
}
