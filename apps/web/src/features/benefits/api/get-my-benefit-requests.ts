import { benefitRequestPageSchema } from '@apopunkt/domain/schemas/benefits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/me/benefit-requests: the user's requests with their status and staff's answer. */
export function getMyBenefitRequests(signal?: AbortSignal) {
  return api.get('/v1/me/benefit-requests', { schema: benefitRequestPageSchema, query: { limit: 500 }, signal });
}

export const myBenefitRequestsQuery = queryOptions({
  queryKey: ['benefits', 'requests'],
  queryFn: ({ signal }) => getMyBenefitRequests(signal),
});

export function useMyBenefitRequests() {
  return useQuery(myBenefitRequestsQuery);
}
