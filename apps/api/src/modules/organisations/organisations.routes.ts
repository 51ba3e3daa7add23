import {
  organisationCreationRequestBodySchema,
  organisationCreationRequestSchema,
  organisationListQuerySchema,
  organisationPageSchema,
} from '@apopunkt/domain/schemas/organisations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { createOrganisationRequest, listOrganisations } from './organisations.service';

/** The organisation picker (public, for the registration form) and requests for missing ones. */
export const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/organisations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organisations'],
        querystring: organisationListQuerySchema,
        response: { 200: organisationPageSchema },
      },
    },
    async (request) => {
      const { count, results } = await listOrganisations(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/organisation-creation-requests',
    {
      schema: {
        tags: ['organisations'],
        body: organisationCreationRequestBodySchema,
        response: { 201: organisationCreationRequestSchema },
      },
    },
    async (request, reply) => {
      const created = await createOrganisationRequest(app.deps, currentUser(request), request.body);
      return reply.status(201).send(created);
    },
  );
};
