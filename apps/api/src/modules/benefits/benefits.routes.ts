import {
  benefitPageSchema,
  benefitRequestPageSchema,
  benefitRequestSchema,
  createBenefitRequestBodySchema,
} from '@apopunkt/domain/schemas/benefits';
import { idParamSchema, paginationQuerySchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { listBenefits, listMyBenefitRequests, requestBenefit } from './benefits.service';

/** The benefits world (spec §2 /benefits: can_request_benefits and premium). */
export const benefitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { permission: 'can_request_benefits', premium: true } as const;

  app.get(
    '/v1/benefits',
    {
      config: { access },
      schema: { tags: ['rewards'], querystring: paginationQuerySchema, response: { 200: benefitPageSchema } },
    },
    async (request) => {
      const { count, results } = await listBenefits(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/benefits/:id/requests',
    {
      config: { access },
      schema: {
        tags: ['rewards'],
        params: idParamSchema,
        body: createBenefitRequestBodySchema,
        response: { 201: benefitRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestBenefit(app.deps, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/v1/me/benefit-requests',
    {
      schema: { tags: ['rewards'], querystring: paginationQuerySchema, response: { 200: benefitRequestPageSchema } },
    },
    async (request) => {
      const { count, results } = await listMyBenefitRequests(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  );
};
