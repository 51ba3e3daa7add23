import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import {
  acceptTosBodySchema,
  notificationsBodySchema,
  updateMeBodySchema,
  verificationLetterResponseSchema,
} from '@apopunkt/domain/schemas/me';
import { userSchema } from '@apopunkt/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadEndpoint, routeOf } from '../../http/route-of';
import { currentUser, currentUserProfile } from '../../plugins/auth';
import { serializeUser } from '../users';
import { acceptTos, requestVerificationLetter, setMyNewsletter, updateMe } from './me.service';

/** The signed-in user's own record and the account settings of spec §7. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answered from the profile the guard loaded with the session check: one query in all.
  app.route({
    ...routeOf(await loadEndpoint(sessionEndpoints.currentUser)),
    handler: async (request) => serializeUser(currentUserProfile(request)),
  });

  app.patch(
    '/v1/me',
    {
      schema: { tags: ['account'], body: updateMeBodySchema, response: { 200: userSchema } },
    },
    async (request) => updateMe(app.deps, currentUser(request), request.body),
  );

  app.put(
    '/v1/me/notifications',
    {
      schema: { tags: ['account'], body: notificationsBodySchema, response: { 200: userSchema } },
    },
    async (request) => setMyNewsletter(app.deps, currentUser(request), request.body.hasAcceptedNewsletter),
  );

  app.put(
    '/v1/me/tos',
    {
      schema: { tags: ['account'], body: acceptTosBodySchema, response: { 200: userSchema } },
    },
    async (request) => acceptTos(app.deps, currentUser(request).id),
  );

  app.post(
    '/v1/me/verification-letter',
    { schema: { tags: ['account'], response: { 201: verificationLetterResponseSchema } } },
    async (request, reply) => {
      const requestedAt = await requestVerificationLetter(app.deps, currentUser(request).id);
      return reply.status(201).send({ verificationLetterRequestedAt: requestedAt.toISOString() });
    },
  );
};
