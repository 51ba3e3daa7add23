import { adminDashboardEndpoints } from '@apopunkt/domain/endpoints/admin-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { listFailed, sendFailedMailAgain } from './failed-mails.service';

/** Mails that could not be delivered (staff): the list and "send again". */
export const failedMailsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(adminDashboardEndpoints.failedMails),
    handler: async (request) => {
      const { count, results } = await listFailed(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(adminDashboardEndpoints.sendMailAgain),
    handler: async (request, reply) => {
      await sendFailedMailAgain(app.deps, currentUser(request), request.params.id);
      return reply.code(202).send(null);
    },
  });
};
