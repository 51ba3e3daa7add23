import { verificationLetterResponseSchema } from '@apopunkt/domain/schemas/me';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';

/** POST /v1/me/verification-letter: a letter with a code goes to the workplace's postal address. */
export function requestVerificationLetter() {
  return api.post('/v1/me/verification-letter', undefined, { schema: verificationLetterResponseSchema });
}

export function useRequestVerificationLetter() {
  return useMutation({ mutationFn: requestVerificationLetter, onSuccess: () => loadCurrentUser() });
}
