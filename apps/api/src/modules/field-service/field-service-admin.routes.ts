import { fieldServiceAdminEndpoints } from '@apopunkt/domain/endpoints/admin-field-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getFieldServicePharmacies, setFieldServicePharmacies } from './training.service';
import { getFieldServiceUsers } from './training-viewer';

/** Staff assign pharmacies to field-service employees in the user administration. */
export const fieldServiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(fieldServiceAdminEndpoints.users),
    handler: async () => getFieldServiceUsers(app.deps),
  });
  app.route({
    ...routeOf(fieldServiceAdminEndpoints.pharmacies),
    handler: async (request) => getFieldServicePharmacies(app.deps, Number(request.params.id)),
  });
  app.route({
    ...routeOf(fieldServiceAdminEndpoints.setPharmacies),
    handler: async (request) =>
      setFieldServicePharmacies(
        app.deps,
        currentUser(request),
        Number(request.params.id),
        request.body.organisationIds,
      ),
  });
};
