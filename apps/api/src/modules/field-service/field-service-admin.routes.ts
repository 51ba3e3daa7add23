import { fieldServicePharmaciesBodySchema, fieldServicePharmaciesSchema } from '@apopunkt/domain/schemas/business';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import { getFieldServicePharmacies, setFieldServicePharmacies } from './training.service';

/** Staff assign pharmacies to field-service employees in the user administration. */
export const fieldServiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/users/:id/field-service-pharmacies',
    { schema: { tags: ['admin'], params: idParamSchema, response: { 200: fieldServicePharmaciesSchema } } },
    async (request) => getFieldServicePharmacies(app.deps, Number(request.params.id)),
  );
  app.put(
    '/v1/admin/users/:id/field-service-pharmacies',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: fieldServicePharmaciesBodySchema,
        response: { 200: fieldServicePharmaciesSchema },
      },
    },
    async (request) =>
      setFieldServicePharmacies(
        app.deps,
        currentUser(request),
        Number(request.params.id),
        request.body.organisationIds,
      ),
  );
};
