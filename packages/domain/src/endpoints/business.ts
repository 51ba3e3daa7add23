import {
  analyticsQuerySchema,
  businessProductListQuerySchema,
  businessProductListSchema,
  businessProductPageSchema,
  demoDashboardSchema,
  moduleAnalyticsSchema,
  moduleStatisticsSchema,
  moduleUsageSchema,
  periodQuerySchema,
} from '../schemas/business';
import { slugParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/** The product and module dashboards (feature 11); staff pass the subscription check (spec §6). */
const modulesFeature = { subscription: 'FEATURE_DASHBOARD_MODULES' } as const;

/**
 * The business area of manufacturers (spec §2, §3, §6; DESIGN §3): their products' and modules'
 * dashboards (their modules' ratings: module-rating.ts; the field service's overview: field-service.ts).
 */
export const businessEndpoints = {
  /** The manufacturer's products (staff: all), a page at a time, optionally searched by name. */
  products: defineEndpoint({
    method: 'GET',
    path: '/v1/business/products',
    tag: 'business',
    access: modulesFeature,
    query: businessProductListQuerySchema,
    answer: { 200: businessProductListSchema },
  }),
  /** A product's dashboard with its modules, their budgets and when each runs out (issue 37 §5). */
  product: defineEndpoint({
    method: 'GET',
    path: '/v1/business/products/:slug',
    tag: 'business',
    access: modulesFeature,
    params: slugParamSchema,
    answer: { 200: businessProductPageSchema },
  }),
  /** A module's manufacturer statistics, of a period (`from`/`to`) or the whole runtime. */
  moduleStatistics: defineEndpoint({
    method: 'GET',
    path: '/v1/business/modules/:slug/statistics',
    tag: 'business',
    access: modulesFeature,
    params: slugParamSchema,
    query: periodQuerySchema,
    answer: { 200: moduleStatisticsSchema },
  }),
  /** A module's usage statistics, of a period (`from`/`to`) or the whole runtime. */
  moduleUsage: defineEndpoint({
    method: 'GET',
    path: '/v1/business/modules/:slug/usage',
    tag: 'business',
    access: modulesFeature,
    params: slugParamSchema,
    query: periodQuerySchema,
    answer: { 200: moduleUsageSchema },
  }),
  /** A module's analytics reports of one variant ("all" without one), of a period or the whole runtime. */
  moduleAnalytics: defineEndpoint({
    method: 'GET',
    path: '/v1/business/modules/:slug/analytics',
    tag: 'business',
    access: modulesFeature,
    params: slugParamSchema,
    query: analyticsQuerySchema,
    answer: { 200: moduleAnalyticsSchema },
  }),
  /** The synthetic demo module's dashboard. */
  demoDashboard: defineEndpoint({
    method: 'GET',
    path: '/v1/business/demo-dashboard',
    tag: 'business',
    access: modulesFeature,
    answer: { 200: demoDashboardSchema },
  }),
};
