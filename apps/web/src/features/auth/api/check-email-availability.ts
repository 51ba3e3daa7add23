import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Whether the address is still free: a read (sent as POST with the client id), cached per address. */
export function checkEmailAvailabilityQuery(email: string, hash: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeyOf(authEndpoints.emailAvailability), email],
    // Runs only with a hash (enabled below).
    queryFn: ({ signal }) =>
      call(authEndpoints.emailAvailability, { body: { email, hash: hash ?? '' }, signal, bearer: null }),
    enabled: !!email && !!hash,
    staleTime: 60_000,
    retry: false,
  });
}
