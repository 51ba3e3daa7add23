import { organisationsEndpoints } from '@apopunkt/domain/endpoints/organisations';
import type { OrganisationCreationRequestBody } from '@apopunkt/domain/schemas/organisations';
import { useMutation } from '@tanstack/react-query';
import { loadCurrentUser } from '../../../lib/auth';
import { call } from '../../../lib/call';

/** The missing pharmacy becomes the pending workplace. */
export function createOrganisationRequest(body: OrganisationCreationRequestBody) {
  return call(organisationsEndpoints.request, { body });
}

export function useCreateOrganisationRequest() {
  return useMutation({ mutationFn: createOrganisationRequest, onSuccess: () => loadCurrentUser() });
}
