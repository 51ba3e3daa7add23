import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import type { CreateCampaignCodeBody } from '@apopunkt/domain/schemas/campaign-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

export function createCampaignCode(body: CreateCampaignCodeBody) {
  return call(rewardsAdminEndpoints.createCampaignCode, { body });
}

/** Deactivates or reactivates a code. */
export function setCampaignCodeActive({ id, isActive }: { id: number; isActive: boolean }) {
  return call(rewardsAdminEndpoints.setCampaignCodeActive, { params: { id }, body: { isActive } });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => invalidateEndpoints(queryClient, rewardsAdminEndpoints.campaignCodes);
}

export function useCreateCampaignCode() {
  return useMutation({ mutationFn: createCampaignCode, onSettled: useRefresh() });
}

export function useSetCampaignCodeActive() {
  return useMutation({ mutationFn: setCampaignCodeActive, onSettled: useRefresh() });
}
