import { adminOrganisationRequestSchema } from '@apopunkt/domain/schemas/organisation-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const base = '/v1/admin/organisation-creation-requests';

/** POST …/{id}/approval: creates a verified organisation from the request as the user sent it. */
export function approveOrganisationRequest(id: number) {
  return api.post(`${base}/${id}/approval`, {}, { schema: adminOrganisationRequestSchema });
}

/** POST …/{id}/rejection: the reason is mailed to the user. */
export function rejectOrganisationRequest({ id, reason }: { id: number; reason: string }) {
  return api.post(`${base}/${id}/rejection`, { reason }, { schema: adminOrganisationRequestSchema });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'organisation-requests'] });
}

export function useApproveOrganisationRequest() {
  return useMutation({ mutationFn: approveOrganisationRequest, onSettled: useInvalidate() });
}

export function useRejectOrganisationRequest() {
  return useMutation({ mutationFn: rejectOrganisationRequest, onSettled: useInvalidate() });
}
