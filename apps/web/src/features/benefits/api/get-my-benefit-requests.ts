import { benefitsEndpoints } from '@apopunkt/domain/endpoints/benefits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The user's requests with their status and staff's answer. */
export function getMyBenefitRequests(signal?: AbortSignal) {
  return call(benefitsEndpoints.myRequests, { query: { limit: 500 }, signal });
}

export const myBenefitRequestsQuery = queryOptions({
  queryKey: queryKeyOf(benefitsEndpoints.myRequests),
  queryFn: ({ signal }) => getMyBenefitRequests(signal),
});

export function useMyBenefitRequests() {
  return useQuery(myBenefitRequestsQuery);
}
