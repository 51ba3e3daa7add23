import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { verifyEmployee } from './employee-admin.service';
import { correctPoints } from './points-correction.service';
import { addSubscription, removeSubscription } from './subscriptions-admin.service';
import {
  confirmJob,
  getAdminUser,
  listAdminUsers,
  replaceUserPermissions,
  updateAdminUser,
} from './users-admin.service';

/** Staff user management under /v1/admin/users (staff only; some flags superuser only). */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(adminUsersEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listAdminUsers(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(adminUsersEndpoints.detail),
    handler: async (request) => getAdminUser(app.deps, request.params.id),
  });

  app.route({
    ...routeOf(adminUsersEndpoints.update),
    handler: async (request) => updateAdminUser(app.deps, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(adminUsersEndpoints.replacePermissions),
    handler: async (request) =>
      replaceUserPermissions(app.deps, currentUser(request), request.params.id, request.body.grants),
  });

  app.route({
    ...routeOf(adminUsersEndpoints.addSubscription),
    handler: async (request, reply) => {
      const created = await addSubscription(app.deps, currentUser(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...routeOf(adminUsersEndpoints.removeSubscription),
    handler: async (request, reply) => {
      await removeSubscription(app.deps, currentUser(request), request.params.id, request.params.subscriptionId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf(adminUsersEndpoints.verifyEmployee),
    handler: async (request) => verifyEmployee(app.deps, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(adminUsersEndpoints.confirmJob),
    handler: async (request) => confirmJob(app.deps, currentUser(request), request.params.id),
  });

  app.route({
    ...routeOf(adminUsersEndpoints.correctPoints),
    handler: async (request, reply) => {
      const { id } = request.params;
      const key = request.headers['idempotency-key'];
      return reply.status(201).send(await correctPoints(app.deps, currentUser(request), id, request.body, key));
    },
  });
};
