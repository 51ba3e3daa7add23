import { attemptsEndpoints } from '@apopunkt/domain/endpoints/attempts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { completeScormAttempt } from './scorm-completion.service';

/** The player's SCORM runtime reports how an attempt of a module with a package ended. */
export const scormCompletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(attemptsEndpoints.scormCompletion),
    handler: async (request) => completeScormAttempt(app.deps, currentUser(request), request.params.id, request.body),
  });
};
