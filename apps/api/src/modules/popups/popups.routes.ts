import { currentPopupSchema, popupInteractionBodySchema } from '@apopunkt/domain/schemas/popups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../users';
import { currentPopup, reportPopupInteraction } from './popups.service';

/** `GET /v1/popups` and `POST /v1/popups` (spec §7): any signed-in user. */
export const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/popups', { schema: { tags: ['engagement'], response: { 200: currentPopupSchema } } }, async () =>
    currentPopup(app.deps),
  );

  app.post(
    '/v1/popups',
    { schema: { tags: ['engagement'], body: popupInteractionBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await reportPopupInteraction(app.deps, currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
