import { organisationRequestsAdminEndpoints } from '@apopunkt/domain/endpoints/organisation-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Creates a verified organisation from the request as the user sent it. */
export function approveOrganisationRequest(id: number) {
  return call(organisationRequestsAdminEndpoints.approve, { params: { id }, body: {} });
}

/** Refuses the request; the reason is mailed to the user. */
export function rejectOrganisationRequest({ id, reason }: { id: number; reason: string }) {
  return call(organisationRequestsAdminEndpoints.reject, { params: { id }, body: { reason } });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => invalidateEndpoints(queryClient, organisationRequestsAdminEndpoints.list);
}

export function useApproveOrganisationRequest() {
  return useMutation({ mutationFn: approveOrganisationRequest, onSettled: useInvalidate() });
}

export function useRejectOrganisationRequest() {
  return useMutation({ mutationFn: rejectOrganisationRequest, onSettled: useInvalidate() });
}
