import { benefitPageSchema } from '@apopunkt/domain/schemas/benefits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/benefits: the benefits world with the user's latest request per benefit. */
export function getBenefits(signal?: AbortSignal) {
  return api.get('/v1/benefits', { schema: benefitPageSchema, query: { limit: 500 }, signal });
}

export const benefitsQuery = queryOptions({
  queryKey: ['benefits', 'offers'],
  queryFn: ({ signal }) => getBenefits(signal),
});

export function useBenefits() {
  return useQuery(benefitsQuery);
}
