import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { IP_LIMITS } from './auth-rate-limits';
import { deviceOf } from './device';
import { register } from './registration.service';

/** POST /v1/users: registration form → 201 `{access, refresh}`. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(authEndpoints.register, { rateLimit: IP_LIMITS.registration, pageSession: 'issue' }),
    handler: async (request, reply) =>
      reply.status(201).send(await register(app.deps, request.body, deviceOf(request))),
  });
};
