import {
  attemptIdParamSchema,
  attemptSchema,
  submissionBodySchema,
  submissionResultSchema,
} from '@apopunkt/domain/schemas/attempts';
import { slugParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import { startAttempt, submitAttempt } from './attempts.service';

/** The module player: start or resume an attempt, submit the answers for grading. */
export const attemptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/modules/:slug/attempts',
    { schema: { params: slugParamSchema, response: { 200: attemptSchema } } },
    async (request) => startAttempt(app.deps, currentUser(request), request.params.slug),
  );

  app.post(
    '/v1/attempts/:id/submission',
    {
      schema: { params: attemptIdParamSchema, body: submissionBodySchema, response: { 200: submissionResultSchema } },
    },
    async (request) => submitAttempt(app.deps, currentUser(request), request.params.id, request.body),
  );
};
