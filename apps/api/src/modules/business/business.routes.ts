import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getBusinessProduct, listBusinessProducts } from './business-products.service';
import { getDemoDashboard } from './demo-dashboard.service';
import { getModuleAnalytics, getModuleStatistics, getModuleUsage, periodOf } from './module-dashboard.service';

/**
 * The business area's product and module dashboards for manufacturers (spec §2, §3, §6; DESIGN §3);
 * its ratings are module-ratings', its training overview field-service's.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(businessEndpoints.products),
    handler: async (request) => listBusinessProducts(app.deps, currentUser(request), request.query, request.url),
  });
  app.route({
    ...routeOf(businessEndpoints.product),
    handler: async (request) => getBusinessProduct(app.deps, currentUser(request), request.params.slug),
  });
  app.route({
    ...routeOf(businessEndpoints.moduleStatistics),
    handler: async (request) =>
      getModuleStatistics(app.deps, currentUser(request), request.params.slug, periodOf(request.query)),
  });
  app.route({
    ...routeOf(businessEndpoints.moduleUsage),
    handler: async (request) =>
      getModuleUsage(app.deps, currentUser(request), request.params.slug, periodOf(request.query)),
  });
  app.route({
    ...routeOf(businessEndpoints.moduleAnalytics),
    handler: async (request) =>
      getModuleAnalytics(
        app.deps,
        currentUser(request),
        request.params.slug,
        request.query.variant,
        periodOf(request.query),
      ),
  });
  app.route({
    ...routeOf(businessEndpoints.demoDashboard),
    handler: async () => getDemoDashboard(app.deps.clock.now()),
  });
};
