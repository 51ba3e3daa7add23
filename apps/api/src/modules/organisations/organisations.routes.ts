import { organisationsEndpoints } from '@apopunkt/domain/endpoints/organisations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { createOrganisationRequest, listOrganisations } from './organisations.service';

/** The organisation picker (public, for the registration form) and requests for missing ones. */
export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(organisationsEndpoints.search),
    handler: async (request) => {
      const { count, results } = await listOrganisations(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(organisationsEndpoints.request),
    handler: async (request, reply) => {
      const created = await createOrganisationRequest(app.deps, currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  });
};
