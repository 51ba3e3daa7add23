import {
  analyticsQuerySchema,
  businessProductListSchema,
  businessProductPageSchema,
  demoDashboardSchema,
  moduleAnalyticsSchema,
  moduleStatisticsSchema,
  moduleUsageSchema,
} from '@apopunkt/domain/schemas/business';
import { slugParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import { getBusinessProduct, listBusinessProducts } from './business-products.service';
import { getDemoDashboard } from './demo-dashboard.service';
import { getModuleAnalytics, getModuleStatistics, getModuleUsage } from './module-dashboard.service';

const modulesFeature = { access: { subscription: 'FEATURE_DASHBOARD_MODULES' } } as const;
const tags = ['business'];

/**
 * The business area's product and module dashboards for manufacturers (spec §2, §3, §6; DESIGN §3);
 * its ratings are module-ratings', its training overview field-service's.
 */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/business/products',
    { config: modulesFeature, schema: { tags, response: { 200: businessProductListSchema } } },
    async (request) => ({ results: await listBusinessProducts(app.deps, currentUser(request)) }),
  );
  app.get(
    '/v1/business/products/:slug',
    { config: modulesFeature, schema: { tags, params: slugParamSchema, response: { 200: businessProductPageSchema } } },
    async (request) => getBusinessProduct(app.deps, currentUser(request), request.params.slug),
  );
  app.get(
    '/v1/business/modules/:slug/statistics',
    { config: modulesFeature, schema: { tags, params: slugParamSchema, response: { 200: moduleStatisticsSchema } } },
    async (request) => getModuleStatistics(app.deps, currentUser(request), request.params.slug),
  );
  app.get(
    '/v1/business/modules/:slug/usage',
    { config: modulesFeature, schema: { tags, params: slugParamSchema, response: { 200: moduleUsageSchema } } },
    async (request) => getModuleUsage(app.deps, currentUser(request), request.params.slug),
  );
  app.get(
    '/v1/business/modules/:slug/analytics',
    {
      config: modulesFeature,
      schema: {
        tags,
        params: slugParamSchema,
        querystring: analyticsQuerySchema,
        response: { 200: moduleAnalyticsSchema },
      },
    },
    async (request) => getModuleAnalytics(app.deps, currentUser(request), request.params.slug, request.query.variant),
  );
  app.get(
    '/v1/business/demo-dashboard',
    { config: modulesFeature, schema: { tags, response: { 200: demoDashboardSchema } } },
    async () => getDemoDashboard(app.deps.clock.now()),
  );
};
