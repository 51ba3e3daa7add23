import { adminCampaignCodePageSchema } from '@apopunkt/domain/schemas/campaign-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/campaign-codes: every code with its redemptions and computed state. */
export function getCampaignCodes(signal?: AbortSignal) {
  return api.get('/v1/admin/campaign-codes', { schema: adminCampaignCodePageSchema, query: { limit: 500 }, signal });
}

export const campaignCodesQuery = queryOptions({
  queryKey: ['admin', 'campaign-codes'],
  queryFn: ({ signal }) => getCampaignCodes(signal),
});

export function useCampaignCodes() {
  return useQuery(campaignCodesQuery);
}
