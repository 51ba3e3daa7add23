import type { BenefitRequestFilter } from '@apopunkt/domain/constants/rewards';
import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const listQuery = (status: BenefitRequestFilter) => ({ status, limit: 500 });

/** Requests with the given status (or the pending ones), oldest first. */
export function getAdminBenefitRequests(status: BenefitRequestFilter, signal?: AbortSignal) {
  return call(rewardsAdminEndpoints.benefitRequests, { query: listQuery(status), signal });
}

export const adminBenefitRequestsQuery = (status: BenefitRequestFilter) =>
  queryOptions({
    queryKey: queryKeyOf(rewardsAdminEndpoints.benefitRequests, { query: listQuery(status) }),
    queryFn: ({ signal }) => getAdminBenefitRequests(status, signal),
  });

export function useAdminBenefitRequests(status: BenefitRequestFilter) {
  return useQuery(adminBenefitRequestsQuery(status));
}
