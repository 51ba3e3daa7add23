import { verificationLettersAdminEndpoints } from '@apopunkt/domain/endpoints/admin-letters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { listVerificationLetters, printVerificationLetters } from './verification-letters.service';

/** The staff side of verification letters: the letter queue and its print runs. */
export const verificationLettersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(verificationLettersAdminEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listVerificationLetters(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(verificationLettersAdminEndpoints.print),
    handler: async (request, reply) => {
      const run = await printVerificationLetters(app.deps, currentUser(request), request.body?.ids ?? null);
      const day = app.deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="verifizierungsbriefe-${day}.pdf"`)
        .header('x-letters-printed', String(run.printed))
        .header('x-letters-superseded', String(run.superseded))
        .send(run.pdf);
    },
  });
};
