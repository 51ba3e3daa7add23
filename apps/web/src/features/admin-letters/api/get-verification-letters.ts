import type { LetterStatus } from '@apopunkt/domain/rules/premium';
import { verificationLetterPageSchema } from '@apopunkt/domain/schemas/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/verification-letters?status=: letters by status, oldest request first. */
export function getVerificationLetters(status: LetterStatus, signal?: AbortSignal) {
  return api.get('/v1/admin/verification-letters', {
    schema: verificationLetterPageSchema,
    query: { status, limit: 500 },
    signal,
  });
}

export const verificationLettersQuery = (status: LetterStatus) =>
  queryOptions({
    queryKey: ['admin', 'verification-letters', status],
    queryFn: ({ signal }) => getVerificationLetters(status, signal),
  });

export function useVerificationLetters(status: LetterStatus) {
  return useQuery(verificationLettersQuery(status));
}
