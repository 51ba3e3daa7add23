import { popupsEndpoints } from '@apopunkt/domain/endpoints/popups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { currentPopup, reportPopupInteraction } from './popups.service';

/** `GET /v1/popups` and `POST /v1/popups` (spec §7): any signed-in user. */
export const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(popupsEndpoints.current),
    handler: async () => currentPopup(app.deps),
  });

  app.route({
    ...routeOf(popupsEndpoints.report),
    handler: async (request, reply) => {
      await reportPopupInteraction(app.deps, currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
