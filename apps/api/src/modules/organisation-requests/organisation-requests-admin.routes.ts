import { organisationRequestsAdminEndpoints } from '@apopunkt/domain/endpoints/organisation-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import {
  approveOrganisationRequest,
  listOrganisationRequests,
  rejectOrganisationRequest,
} from './organisation-requests.service';

/** Staff page 'Organisations-Anfragen': workplaces users asked us to add. */
export const organisationRequestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(organisationRequestsAdminEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listOrganisationRequests(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(organisationRequestsAdminEndpoints.approve),
    handler: async (request) =>
      approveOrganisationRequest(app.deps, currentUser(request), request.params.id, request.body ?? {}),
  });

  app.route({
    ...routeOf(organisationRequestsAdminEndpoints.reject),
    handler: async (request) =>
      rejectOrganisationRequest(app.deps, currentUser(request), request.params.id, request.body.reason),
  });
};
