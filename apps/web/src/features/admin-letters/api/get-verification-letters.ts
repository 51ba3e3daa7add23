import { verificationLettersAdminEndpoints } from '@apopunkt/domain/endpoints/admin-letters';
import type { LetterStatus } from '@apopunkt/domain/rules/premium';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Letters by status, oldest request first. */
export const verificationLettersQuery = (status: LetterStatus) => {
  const query = { status, limit: 500 };
  return queryOptions({
    queryKey: queryKeyOf(verificationLettersAdminEndpoints.list, { query }),
    queryFn: ({ signal }) => call(verificationLettersAdminEndpoints.list, { query, signal }),
  });
};

export function useVerificationLetters(status: LetterStatus) {
  return useQuery(verificationLettersQuery(status));
}
