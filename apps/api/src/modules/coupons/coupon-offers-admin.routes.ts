import { COUPON_CSV_MAX_BYTES, REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { readUploadedFile } from '../../lib/uploads';
import { currentUser } from '../users';
import {
  couponDashboard,
  createCouponOffer,
  listOffersForStaff,
  patchCouponOffer,
  uploadCouponCodes,
} from './coupon-offers-admin.service';

/** The uploaded CSV as text (multipart field of any name, first file); 400 without one or when too large. */
async function readCsvUpload(request: FastifyRequest): Promise<string> {
  const file = await readUploadedFile(request, {
    maxBytes: COUPON_CSV_MAX_BYTES,
    messages: { missing: REWARD_MESSAGES.csvMissing, tooLarge: REWARD_MESSAGES.csvTooLarge },
  });
  return file.data.toString('utf8');
}

/** Staff tools of the voucher shop: offers, code uploads, the coupon dashboard. */
export const couponOffersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(rewardsAdminEndpoints.couponOffers),
    handler: async (request) => {
      const { count, results } = await listOffersForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.createCouponOffer),
    handler: async (request, reply) =>
      reply.status(201).send(await createCouponOffer(app.deps, currentUser(request), request.body)),
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.updateCouponOffer),
    handler: async (request) => patchCouponOffer(app.deps, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.uploadCouponCodes),
    handler: async (request) =>
      uploadCouponCodes(app.deps, currentUser(request), request.params.id, await readCsvUpload(request)),
  });

  app.route({
    ...routeOf(rewardsAdminEndpoints.couponDashboard),
    handler: async (request) => {
      const { count, totals, results } = await couponDashboard(app.deps, request.query);
      return { ...page(request.url, request.query, count, results), totals };
    },
  });
};
