import {
  adminBenefitPageSchema,
  adminBenefitRequestListQuerySchema,
  adminBenefitRequestPageSchema,
  adminBenefitRequestSchema,
  adminBenefitSchema,
  createBenefitBodySchema,
  decideBenefitRequestBodySchema,
  patchBenefitBodySchema,
} from '@apopunkt/domain/schemas/benefits';
import { idParamSchema, paginationQuerySchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import {
  createBenefit,
  decideBenefitRequest,
  listBenefitRequestsForStaff,
  listBenefitsAsStaff,
  patchBenefit,
} from './benefits-admin.service';

/** Staff handling of benefits and their requests under /v1/admin. */
export const benefitsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/benefit-requests',
    {
      schema: {
        tags: ['admin'],
        querystring: adminBenefitRequestListQuerySchema,
        response: { 200: adminBenefitRequestPageSchema },
      },
    },
    async (request) => {
      const { count, results } = await listBenefitRequestsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.patch(
    '/v1/admin/benefit-requests/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: decideBenefitRequestBodySchema,
        response: { 200: adminBenefitRequestSchema },
      },
    },
    async (request) => decideBenefitRequest(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/v1/admin/benefits',
    { schema: { tags: ['admin'], querystring: paginationQuerySchema, response: { 200: adminBenefitPageSchema } } },
    async (request) => {
      const { count, results } = await listBenefitsAsStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/benefits',
    { schema: { tags: ['admin'], body: createBenefitBodySchema, response: { 201: adminBenefitSchema } } },
    async (request, reply) => reply.status(201).send(await createBenefit(app.deps, currentUser(request), request.body)),
  );

  app.patch(
    '/v1/admin/benefits/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: patchBenefitBodySchema,
        response: { 200: adminBenefitSchema },
      },
    },
    async (request) => patchBenefit(app.deps, currentUser(request), request.params.id, request.body),
  );
};
