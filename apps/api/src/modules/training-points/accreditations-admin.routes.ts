import { modulesAdminEndpoints as endpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { deleteModuleAccreditation, getModuleAccreditation, putModuleAccreditation } from './accreditations.service';

/** A module's accreditation by an Apothekerkammer (staff only, like every /v1/admin call). */
export const accreditationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.accreditation),
    handler: async (request) => getModuleAccreditation(app.deps, request.params.uuid),
  });

  app.route({
    ...routeOf(endpoints.saveAccreditation),
    handler: async (request) =>
      putModuleAccreditation(app.deps, currentUser(request), request.params.uuid, request.body),
  });

  app.route({
    ...routeOf(endpoints.removeAccreditation),
    handler: async (request, reply) => {
      await deleteModuleAccreditation(app.deps, currentUser(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  });
};
