import { newsletterEndpoints } from '@apopunkt/domain/endpoints/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { optionalUser } from '../users';
import { confirmSubscription, setAccountNewsletter, subscribeGuest } from './newsletter.service';

/** Newsletter sign-up for guests (double opt-in) and signed-in users (direct). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(newsletterEndpoints.subscribe, { rateLimit: { max: 10, timeWindow: '15 minutes' } }),
    handler: async (request, reply) => {
      const user = await optionalUser(request);
      if (user) {
        await setAccountNewsletter(app.deps, user, true);
        return reply.status(200).send({ status: 'subscribed' });
      }
      await subscribeGuest(app.deps, request.body.email);
      return reply.status(202).send({ status: 'confirmation_sent' });
    },
  });

  app.route({
    ...routeOf(newsletterEndpoints.confirm, { rateLimit: { max: 30, timeWindow: '15 minutes' } }),
    handler: async (request, reply) => {
      const result = await confirmSubscription(app.deps, request.params.token);
      return reply.redirect(`/?newsletter=${result}`, 302);
    },
  });
};
