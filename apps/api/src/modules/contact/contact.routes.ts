import { contactBodySchema, contactResponseSchema } from '@apopunkt/domain/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../users';
import { sendContactMessage } from './contact.service';

/** The public contact form; a signed-in sender's account is attached. Limited per IP against spam. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: { tags: ['contact'], body: contactBodySchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => {
      const user = await optionalUser(request);
      await sendContactMessage(app.deps, request.body, user);
      return reply.status(201).send({ ok: true });
    },
  );
};
