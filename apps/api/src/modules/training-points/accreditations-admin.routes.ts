import { moduleUuidParamSchema } from '@apopunkt/domain/schemas/admin-modules';
import { accreditationBodySchema, moduleAccreditationSchema } from '@apopunkt/domain/schemas/training-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../users';
import { deleteModuleAccreditation, getModuleAccreditation, putModuleAccreditation } from './accreditations.service';

/** A module's accreditation by an Apothekerkammer (staff only, like every /v1/admin call). */
export const accreditationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const url = '/v1/admin/modules/:uuid/accreditation';

  app.get(
    url,
    { schema: { tags, params: moduleUuidParamSchema, response: { 200: moduleAccreditationSchema } } },
    async (request) => getModuleAccreditation(app.deps, request.params.uuid),
  );

  app.put(
    url,
    {
      schema: {
        tags,
        params: moduleUuidParamSchema,
        body: accreditationBodySchema,
        response: { 200: moduleAccreditationSchema },
      },
    },
    async (request) => putModuleAccreditation(app.deps, currentUser(request), request.params.uuid, request.body),
  );

  app.delete(
    url,
    { schema: { tags, params: moduleUuidParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteModuleAccreditation(app.deps, currentUser(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );
};
