import { registrationSchema, sessionTokensSchema } from '@apopunkt/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IP_LIMITS } from './auth-rate-limits';
import { register } from './registration.service';

/** POST /v1/users: registration form → 201 `{access, refresh}`. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/users',
    {
      config: { access: 'public', rateLimit: IP_LIMITS.registration, pageSession: 'issue' },
      schema: { tags: ['auth'], body: registrationSchema, response: { 201: sessionTokensSchema } },
    },
    async (request, reply) => reply.status(201).send(await register(app.deps, request.body)),
  );
};
