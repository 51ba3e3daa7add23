import { contactEndpoints } from '@apopunkt/domain/endpoints/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { optionalUser } from '../users';
import { sendContactMessage } from './contact.service';

/** The public contact form; a signed-in sender's account is attached. Limited per IP against spam. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contactEndpoints.send, { rateLimit: { max: 5, timeWindow: '15 minutes' } }),
    handler: async (request, reply) => {
      const user = await optionalUser(request);
      await sendContactMessage(app.deps, request.body, user);
      return reply.status(201).send({ ok: true });
    },
  });
};
