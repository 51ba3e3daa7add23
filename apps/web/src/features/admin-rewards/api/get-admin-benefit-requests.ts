import type { BenefitRequestStatus } from '@apopunkt/domain/constants/rewards';
import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const listQuery = (status: BenefitRequestStatus) => ({ status, limit: 500 });

/** Requests to process with the given status, oldest first. */
export function getAdminBenefitRequests(status: BenefitRequestStatus, signal?: AbortSignal) {
  return call(rewardsAdminEndpoints.benefitRequests, { query: listQuery(status), signal });
}

export const adminBenefitRequestsQuery = (status: BenefitRequestStatus) =>
  queryOptions({
    queryKey: queryKeyOf(rewardsAdminEndpoints.benefitRequests, { query: listQuery(status) }),
    queryFn: ({ signal }) => getAdminBenefitRequests(status, signal),
  });

export function useAdminBenefitRequests(status: BenefitRequestStatus) {
  return useQuery(adminBenefitRequestsQuery(status));
}
