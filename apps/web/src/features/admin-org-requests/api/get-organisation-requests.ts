import {
  adminOrganisationRequestPageSchema,
  type ORGANISATION_REQUEST_STATUSES,
} from '@apopunkt/domain/schemas/organisation-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrganisationRequestStatus = (typeof ORGANISATION_REQUEST_STATUSES)[number];

/** GET /v1/admin/organisation-creation-requests?status=: oldest first. */
export function getOrganisationRequests(status: OrganisationRequestStatus, signal?: AbortSignal) {
  return api.get('/v1/admin/organisation-creation-requests', {
    schema: adminOrganisationRequestPageSchema,
    query: { status, limit: 500 },
    signal,
  });
}

export const organisationRequestsQuery = (status: OrganisationRequestStatus) =>
  queryOptions({
    queryKey: ['admin', 'organisation-requests', status],
    queryFn: ({ signal }) => getOrganisationRequests(status, signal),
  });

export function useOrganisationRequests(status: OrganisationRequestStatus) {
  return useQuery(organisationRequestsQuery(status));
}
