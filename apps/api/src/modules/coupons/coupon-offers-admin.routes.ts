import { COUPON_CSV_MAX_BYTES, REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { idParamSchema, paginationQuerySchema } from '@apopunkt/domain/schemas/common';
import {
  adminCouponOfferPageSchema,
  adminCouponOfferSchema,
  couponCodeUploadResultSchema,
  couponDashboardSchema,
  createCouponOfferBodySchema,
  patchCouponOfferBodySchema,
} from '@apopunkt/domain/schemas/coupons';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
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
  app.get(
    '/v1/admin/coupon-offers',
    {
      schema: { tags: ['admin'], querystring: paginationQuerySchema, response: { 200: adminCouponOfferPageSchema } },
    },
    async (request) => {
      const { count, results } = await listOffersForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );

  app.post(
    '/v1/admin/coupon-offers',
    { schema: { tags: ['admin'], body: createCouponOfferBodySchema, response: { 201: adminCouponOfferSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCouponOffer(app.deps, currentUser(request), request.body)),
  );

  app.patch(
    '/v1/admin/coupon-offers/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParamSchema,
        body: patchCouponOfferBodySchema,
        response: { 200: adminCouponOfferSchema },
      },
    },
    async (request) => patchCouponOffer(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/v1/admin/coupon-offers/:id/codes',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: couponCodeUploadResultSchema },
      },
    },
    async (request) =>
      uploadCouponCodes(app.deps, currentUser(request), request.params.id, await readCsvUpload(request)),
  );

  app.get(
    '/v1/admin/coupon-dashboard',
    { schema: { tags: ['admin'], querystring: paginationQuerySchema, response: { 200: couponDashboardSchema } } },
    async (request) => {
      const { count, totals, results } = await couponDashboard(app.deps, request.query);
      return { ...page(request.url, request.query, count, results), totals };
    },
  );
};
