import { trainingPointsSchema } from '@apopunkt/domain/schemas/training-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getTrainingPoints } from './training-points.service';

/**
 * The member's Fortbildungskonto (can_view_certificates, like certificates). Its PDF of all
 * certificates of attendance is served by the certificates module (certificates.routes.ts).
 */
export const trainingPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { permission: 'can_view_certificates' } as const;
  const tags = ['certificates'];

  app.get(
    '/v1/me/training-points',
    { config: { access }, schema: { tags, response: { 200: trainingPointsSchema } } },
    async (request) => getTrainingPoints(app.deps, currentUser(request).id),
  );
};
