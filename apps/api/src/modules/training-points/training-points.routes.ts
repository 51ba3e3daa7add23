import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getTrainingPoints } from './training-points.service';

/**
 * The member's Fortbildungskonto (can_view_certificates, like certificates). Its PDF of all
 * certificates of attendance is served by the certificates module (certificates.routes.ts).
 */
export const trainingPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(accountEndpoints.trainingPoints),
    handler: async (request) => getTrainingPoints(app.deps, currentUser(request).id),
  });
};
