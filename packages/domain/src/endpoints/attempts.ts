import { attemptIdParamSchema, attemptSchema, submissionBodySchema, submissionResultSchema } from '../schemas/attempts';
import { slugParamSchema } from '../schemas/common';
import { scormCompletionBodySchema } from '../schemas/scorm';
import { defineEndpoint } from './define-endpoint';

/** The module player: an attempt is started, then finished by the quiz or by the SCORM runtime. */
export const attemptsEndpoints = {
  /** Starts an attempt or resumes the open one, so the call is safe to repeat (a reload resumes). */
  start: defineEndpoint({
    method: 'POST',
    path: '/v1/modules/:slug/attempts',
    params: slugParamSchema,
    answer: { 200: attemptSchema },
  }),
  /** The quiz's answers, graded on the server; a repeat answers the first result. */
  submit: defineEndpoint({
    method: 'POST',
    path: '/v1/attempts/:id/submission',
    params: attemptIdParamSchema,
    body: submissionBodySchema,
    answer: { 200: submissionResultSchema },
  }),
  /** The SCORM runtime's report; the server decides whether it passed and books it. */
  scormCompletion: defineEndpoint({
    method: 'POST',
    path: '/v1/attempts/:id/scorm-completion',
    params: attemptIdParamSchema,
    body: scormCompletionBodySchema,
    answer: { 200: submissionResultSchema },
  }),
};
