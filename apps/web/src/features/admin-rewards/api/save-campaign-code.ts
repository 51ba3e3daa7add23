import { adminCampaignCodeSchema, type CreateCampaignCodeBody } from '@apopunkt/domain/schemas/campaign-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/campaign-codes. */
export function createCampaignCode(body: CreateCampaignCodeBody) {
  return api.post('/v1/admin/campaign-codes', body, { schema: adminCampaignCodeSchema });
}

/** PATCH /v1/admin/campaign-codes/{id}: deactivate or reactivate. */
export function setCampaignCodeActive({ id, isActive }: { id: number; isActive: boolean }) {
  return api.patch(`/v1/admin/campaign-codes/${id}`, { isActive }, { schema: adminCampaignCodeSchema });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'campaign-codes'] });
}

export function useCreateCampaignCode() {
  return useMutation({ mutationFn: createCampaignCode, onSettled: useRefresh() });
}

export function useSetCampaignCodeActive() {
  return useMutation({ mutationFn: setCampaignCodeActive, onSettled: useRefresh() });
}
