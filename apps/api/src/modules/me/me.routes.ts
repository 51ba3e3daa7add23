import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadEndpoint, routeOf } from '../../lib/route-of';
import { currentUser, currentUserProfile, serializeUser } from '../users';
import { acceptTos, requestVerificationLetter, setMyNewsletter, updateMe } from './me.service';

/** The signed-in user's own record and the account settings of spec §7. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answered from the profile the guard loaded with the session check: one query in all.
  app.route({
    ...routeOf(await loadEndpoint(sessionEndpoints.currentUser)),
    handler: async (request) => serializeUser(currentUserProfile(request)),
  });

  app.route({
    ...routeOf(accountEndpoints.update),
    handler: async (request) => updateMe(app.deps, currentUser(request), request.body),
  });

  app.route({
    ...routeOf(accountEndpoints.notifications),
    handler: async (request) => setMyNewsletter(app.deps, currentUser(request), request.body.hasAcceptedNewsletter),
  });

  app.route({
    ...routeOf(accountEndpoints.acceptTos),
    handler: async (request) => acceptTos(app.deps, currentUser(request).id),
  });

  app.route({
    ...routeOf(accountEndpoints.verificationLetter),
    handler: async (request, reply) => {
      const requestedAt = await requestVerificationLetter(app.deps, currentUser(request).id);
      return reply.status(201).send({ verificationLetterRequestedAt: requestedAt.toISOString() });
    },
  });
};
