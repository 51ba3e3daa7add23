import { referralEndpoints } from '@apopunkt/domain/endpoints/referral';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The own code, the share link and what recommending has brought. */
export function getReferral(signal?: AbortSignal) {
  return call(referralEndpoints.summary, { signal });
}

export const referralQuery = queryOptions({
  queryKey: queryKeyOf(referralEndpoints.summary),
  queryFn: ({ signal }) => getReferral(signal),
});

export function useReferral() {
  return useQuery(referralQuery);
}
