import { benefitsEndpoints } from '@apopunkt/domain/endpoints/benefits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The benefits world with the user's latest request per benefit. */
export function getBenefits(signal?: AbortSignal) {
  return call(benefitsEndpoints.list, { query: { limit: 500 }, signal });
}

export const benefitsQuery = queryOptions({
  queryKey: queryKeyOf(benefitsEndpoints.list),
  queryFn: ({ signal }) => getBenefits(signal),
});

export function useBenefits() {
  return useQuery(benefitsQuery);
}
