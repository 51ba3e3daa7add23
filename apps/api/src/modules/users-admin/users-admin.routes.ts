import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import {
  adminUserDetailSchema,
  adminUserPatchBodySchema,
  createSubscriptionBodySchema,
  employeeVerificationBodySchema,
  permissionGrantsBodySchema,
  userSubscriptionParamsSchema,
} from '@apopunkt/domain/schemas/admin-users';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import { subscriptionSchema } from '@apopunkt/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { verifyEmployee } from './employee-admin.service';
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

  app.patch(
    '/v1/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: adminUserPatchBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => updateAdminUser(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/v1/admin/users/:id/permissions',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: permissionGrantsBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => replaceUserPermissions(app.deps, currentUser(request), request.params.id, request.body.grants),
  );

  app.post(
    '/v1/admin/users/:id/subscriptions',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: createSubscriptionBodySchema,
        response: { 201: subscriptionSchema },
      },
    },
    async (request, reply) => {
      const created = await addSubscription(app.deps, currentUser(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/v1/admin/users/:id/subscriptions/:subscriptionId',
    { schema: { tags: ['admin'], params: userSubscriptionParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeSubscription(app.deps, currentUser(request), request.params.id, request.params.subscriptionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/admin/users/:id/employee/verification',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: employeeVerificationBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => verifyEmployee(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/admin/users/:id/job-confirmation',
    { schema: { tags: ['admin'], params: idParamSchema, response: { 200: adminUserDetailSchema } } },
    async (request) => confirmJob(app.deps, currentUser(request), request.params.id),
  );
};
