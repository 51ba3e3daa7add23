import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const listQuery = { limit: 500 };

/** Every campaign code with its redemptions and computed state. */
export function getCampaignCodes(signal?: AbortSignal) {
  return call(rewardsAdminEndpoints.campaignCodes, { query: listQuery, signal });
}

export const campaignCodesQuery = queryOptions({
  queryKey: queryKeyOf(rewardsAdminEndpoints.campaignCodes, { query: listQuery }),
  queryFn: ({ signal }) => getCampaignCodes(signal),
});

export function useCampaignCodes() {
  return useQuery(campaignCodesQuery);
}
