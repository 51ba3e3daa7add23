import { emailAvailabilitySchema } from '@apopunkt/domain/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/users/email/availability {email, hash}: a read, cached per address. */
export function checkEmailAvailabilityQuery(email: string, hash: string | undefined) {
  return queryOptions({
    queryKey: ['users', 'email-availability', email],
    queryFn: ({ signal }) =>
      api.post(
        '/v1/users/email/availability',
        { email, hash },
        { schema: emailAvailabilitySchema, signal, bearer: null },
      ),
    enabled: !!email && !!hash,
    staleTime: 60_000,
    retry: false,
  });
}
