import { idParamSchema } from '@apopunkt/domain/schemas/common';
import {
  adminOrganisationRequestPageSchema,
  adminOrganisationRequestSchema,
  organisationRequestApprovalBodySchema,
  organisationRequestListQuerySchema,
  organisationRequestRejectionBodySchema,
} from '@apopunkt/domain/schemas/organisation-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import {
  approveOrganisationRequest,
  listOrganisationRequests,
  rejectOrganisationRequest,
} from './organisation-requests.service';

/** Staff page 'Organisations-Anfragen': workplaces users asked us to add. */
export const organisationRequestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/v1/admin/organisation-creation-requests';

  app.get(
    base,
    {
      schema: {
        tags: ['admin'],
        querystring: organisationRequestListQuerySchema,
        response: { 200: adminOrganisationRequestPageSchema },
      },
    },
    async (request) => {
      const { count, results } = await listOrganisationRequests(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    `${base}/:id/approval`,
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: organisationRequestApprovalBodySchema,
        response: { 200: adminOrganisationRequestSchema },
      },
    },
    async (request) =>
      approveOrganisationRequest(app.deps, currentUser(request), request.params.id, request.body ?? {}),
  );

  app.post(
    `${base}/:id/rejection`,
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: organisationRequestRejectionBodySchema,
        response: { 200: adminOrganisationRequestSchema },
      },
    },
    async (request) =>
      rejectOrganisationRequest(app.deps, currentUser(request), request.params.id, request.body.reason),
  );
};
