import {
  letterPrintBodySchema,
  verificationLetterListQuerySchema,
  verificationLetterPageSchema,
} from '@apopunkt/domain/schemas/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import { listVerificationLetters, printVerificationLetters } from './verification-letters.service';

/** The staff side of verification letters: the letter queue and its print runs. */
export const verificationLettersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/verification-letters',
    {
      schema: {
        tags: ['admin'],
        querystring: verificationLetterListQuerySchema,
        response: { 200: verificationLetterPageSchema },
      },
    },
    async (request) => {
      const { count, results } = await listVerificationLetters(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/verification-letters/print',
    { schema: { tags: ['admin'], body: letterPrintBodySchema } },
    async (request, reply) => {
      const run = await printVerificationLetters(app.deps, currentUser(request), request.body?.ids ?? null);
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="verifizierungsbriefe-${day}.pdf"`)
        .header('x-letters-printed', String(run.printed))
        .header('x-letters-superseded', String(run.superseded))
        .send(run.pdf);
    },
  );
};
