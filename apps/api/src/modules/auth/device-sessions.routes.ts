import { myDataEndpoints } from '@apopunkt/domain/endpoints/my-data';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { sessionInvalid } from './auth-errors';
import { endDeviceSession, endOtherDeviceSessions, listDeviceSessions } from './device-sessions.service';

/** The caller and the session (refresh-token family) its access token belongs to. */
function caller(request: FastifyRequest) {
  const user = currentUser(request);
  if (!request.claims) throw sessionInvalid();
  return { userId: user.id, currentFamilyId: request.claims.sid };
}

/** GET /v1/me/sessions, DELETE /v1/me/sessions/{id}, DELETE /v1/me/sessions (all others). */
export const deviceSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(myDataEndpoints.sessions),
    handler: async (request) => listDeviceSessions(app.deps, caller(request)),
  });

  app.route({
    ...routeOf(myDataEndpoints.endSession),
    handler: async (request, reply) => {
      await endDeviceSession(app.deps, { userId: currentUser(request).id, familyId: request.params.id });
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf(myDataEndpoints.endOtherSessions),
    handler: async (request, reply) => {
      await endOtherDeviceSessions(app.deps, caller(request));
      return reply.status(204).send();
    },
  });
};
