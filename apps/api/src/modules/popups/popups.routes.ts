import { POPUP_CLOSED_COOKIE } from '@apopunkt/domain/constants/popup-cookie';
import { popupsEndpoints } from '@apopunkt/domain/endpoints/popups';
import { parseCookie } from 'cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { closePopupForMember, currentPopup, reportPopupInteraction } from './popups.service';

/**
 * `GET /v1/popups`, `POST /v1/popups` (spec §7) and `PUT /v1/popups/{uuid}/closed` (issue 36): any
 * signed-in user.
 */
export const popupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(popupsEndpoints.current),
    handler: async (request) =>
      currentPopup(app.deps, currentUser(request), parseCookie(request.headers.cookie ?? '')[POPUP_CLOSED_COOKIE]),
  });

  app.route({
    ...routeOf(popupsEndpoints.close),
    handler: async (request, reply) => {
      await closePopupForMember(app.deps, currentUser(request), request.params.uuid, request.body);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(popupsEndpoints.report),
    handler: async (request, reply) => {
      await reportPopupInteraction(app.deps, currentUser(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
