import { organisationRequestsAdminEndpoints } from '@apopunkt/domain/endpoints/organisation-requests';
import type { ORGANISATION_REQUEST_STATUSES } from '@apopunkt/domain/schemas/organisation-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export type OrganisationRequestStatus = (typeof ORGANISATION_REQUEST_STATUSES)[number];

/** The requests of a status, oldest first. */
export function getOrganisationRequests(status: OrganisationRequestStatus, signal?: AbortSignal) {
  return call(organisationRequestsAdminEndpoints.list, { query: { status, limit: 500 }, signal });
}

export const organisationRequestsQuery = (status: OrganisationRequestStatus) =>
  queryOptions({
    queryKey: queryKeyOf(organisationRequestsAdminEndpoints.list, { query: { status } }),
    queryFn: ({ signal }) => getOrganisationRequests(status, signal),
  });

export function useOrganisationRequests(status: OrganisationRequestStatus) {
  return useQuery(organisationRequestsQuery(status));
}
