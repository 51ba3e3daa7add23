import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getTrainingEmployees, getTrainingModules } from './training.service';
import { trainingViewerOf } from './training-viewer';

/** The field service's training overview of its pharmacies (feature CFR, spec §6); staff choose whose. */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(fieldServiceEndpoints.trainingModules),
    handler: async (request) =>
      getTrainingModules(app.deps, await trainingViewerOf(app.deps, currentUser(request), request.query.user_id)),
  });
  app.route({
    ...routeOf(fieldServiceEndpoints.trainingEmployees),
    handler: async (request) =>
      getTrainingEmployees(
        app.deps,
        await trainingViewerOf(app.deps, currentUser(request), request.query.user_id),
        request.query,
        request.url,
      ),
  });
};
