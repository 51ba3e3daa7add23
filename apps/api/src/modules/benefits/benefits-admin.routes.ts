import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
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
  app.route({
    ...routeOf(rewardsAdminEndpoints.benefitRequests),
    handler: async (request) => {
      const { count, results } = await listBenefitRequestsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.decideBenefitRequest),
    handler: async (request) => decideBenefitRequest(app.deps, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.benefits),
    handler: async (request) => {
      const { count, results } = await listBenefitsAsStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.createBenefit),
    handler: async (request, reply) =>
      reply.status(201).send(await createBenefit(app.deps, currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.updateBenefit),
    handler: async (request) => patchBenefit(app.deps, currentUser(request), request.params.id, request.body),
  });
};
