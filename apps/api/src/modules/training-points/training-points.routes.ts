import { trainingPointsSchema } from '@apopunkt/domain/schemas/training-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getTrainingPoints, trainingPointsPdf } from './training-points.service';

/** The member's Fortbildungskonto and its certificates of attendance (can_view_certificates, like certificates). */
export const trainingPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { permission: 'can_view_certificates' } as const;
  const tags = ['certificates'];

  app.get(
    '/v1/me/training-points',
    { config: { access }, schema: { tags, response: { 200: trainingPointsSchema } } },
    async (request) => getTrainingPoints(app.deps, currentUser(request).id),
  );

  app.get(
    '/v1/me/training-points/certificates.pdf',
    { config: { access }, schema: { tags } },
    async (request, reply) => {
      const { pdf, fileName } = await trainingPointsPdf(app.deps, currentUser(request).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
