import { benefitsEndpoints } from '@apopunkt/domain/endpoints/benefits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { listBenefits, listMyBenefitRequests, requestBenefit } from './benefits.service';

/** The benefits world (spec §2 /benefits: can_request_benefits and premium). */
export const benefitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(benefitsEndpoints.list),
    handler: async (request) => {
      const { count, results } = await listBenefits(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(benefitsEndpoints.request),
    handler: async (request, reply) =>
      reply.status(201).send(await requestBenefit(app.deps, currentUser(request), request.params.id, request.body)),
  });

  app.route({
    ...routeOf(benefitsEndpoints.myRequests),
    handler: async (request) => {
      const { count, results } = await listMyBenefitRequests(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  });
};
