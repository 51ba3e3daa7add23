import { idParamSchema } from '../schemas/common';
import {
  adminOrganisationRequestPageSchema,
  adminOrganisationRequestSchema,
  organisationRequestApprovalBodySchema,
  organisationRequestListQuerySchema,
  organisationRequestRejectionBodySchema,
} from '../schemas/organisation-requests';
import { defineEndpoint } from './define-endpoint';

/** Staff page 'Organisations-Anfragen': workplaces users asked us to add (staff by the path). */
export const organisationRequestsAdminEndpoints = {
  /** The requests of a status, oldest first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/organisation-creation-requests',
    tag: 'admin',
    query: organisationRequestListQuerySchema,
    answer: { 200: adminOrganisationRequestPageSchema },
  }),
  /** Creates a verified organisation from the request (staff may correct it). */
  approve: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/organisation-creation-requests/:id/approval',
    tag: 'admin',
    params: idParamSchema,
    body: organisationRequestApprovalBodySchema,
    answer: { 200: adminOrganisationRequestSchema },
  }),
  /** Refuses the request; the reason is mailed to the user. */
  reject: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/organisation-creation-requests/:id/rejection',
    tag: 'admin',
    params: idParamSchema,
    body: organisationRequestRejectionBodySchema,
    answer: { 200: adminOrganisationRequestSchema },
  }),
};
