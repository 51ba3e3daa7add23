import type { BenefitRequestStatus } from '@apopunkt/domain/constants/rewards';
import { adminBenefitRequestPageSchema } from '@apopunkt/domain/schemas/benefits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/benefit-requests?status=: requests to process, oldest first. */
export function getAdminBenefitRequests(status: BenefitRequestStatus, signal?: AbortSignal) {
  return api.get('/v1/admin/benefit-requests', {
    schema: adminBenefitRequestPageSchema,
    query: { status, limit: 500 },
    signal,
  });
}

export const adminBenefitRequestsQuery = (status: BenefitRequestStatus) =>
  queryOptions({
    queryKey: ['admin', 'benefit-requests', status],
    queryFn: ({ signal }) => getAdminBenefitRequests(status, signal),
  });

export function useAdminBenefitRequests(status: BenefitRequestStatus) {
  return useQuery(adminBenefitRequestsQuery(status));
}
