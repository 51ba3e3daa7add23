import {
  type OrganisationCreationRequestBody,
  organisationCreationRequestSchema,
} from '@apopunkt/domain/schemas/organisations';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';

/** POST /v1/organisation-creation-requests: the missing pharmacy becomes the pending workplace. */
export function createOrganisationRequest(body: OrganisationCreationRequestBody) {
  return api.post('/v1/organisation-creation-requests', body, { schema: organisationCreationRequestSchema });
}

export function useCreateOrganisationRequest() {
  return useMutation({ mutationFn: createOrganisationRequest, onSuccess: () => loadCurrentUser() });
}
