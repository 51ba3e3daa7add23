import { attemptsEndpoints } from '@apopunkt/domain/endpoints/attempts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { startAttempt, submitAttempt } from './attempts.service';

/** The module player: start or resume an attempt, submit the answers for grading. */
export const attemptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(attemptsEndpoints.start),
    handler: async (request) => startAttempt(app.deps, currentUser(request), request.params.slug),
  });

  app.route({
    ...routeOf(attemptsEndpoints.submit),
    handler: async (request) => submitAttempt(app.deps, currentUser(request), request.params.id, request.body),
  });
};
