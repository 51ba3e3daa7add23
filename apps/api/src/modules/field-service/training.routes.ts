import { fieldServiceEndpoints } from '@apopunkt/domain/endpoints/field-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getTrainingEmployees, getTrainingModules } from './training.service';

/** The field service's training overview of its pharmacies (feature CFR, spec §6). */
export const trainingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(fieldServiceEndpoints.trainingModules),
    handler: async (request) => getTrainingModules(app.deps, currentUser(request)),
  });
  app.route({
    ...routeOf(fieldServiceEndpoints.trainingEmployees),
    handler: async (request) => getTrainingEmployees(app.deps, currentUser(request)),
  });
};
