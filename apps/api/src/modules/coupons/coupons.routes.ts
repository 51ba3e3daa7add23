import { paginationQuerySchema } from '@apopunkt/domain/schemas/common';
import {
  couponListQuerySchema,
  couponOfferPageSchema,
  couponOfferParamSchema,
  couponPurchasePageSchema,
  couponPurchaseResultSchema,
} from '@apopunkt/domain/schemas/coupons';
import { idempotencyHeadersSchema } from '@apopunkt/domain/schemas/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { listCouponOffers, listMyCoupons, purchaseCoupon } from './coupons.service';

/** The voucher shop (spec §2 /coupons: can_view_coupons and premium; buying needs can_buy_coupons). */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/coupons',
    {
      config: { access: { permission: 'can_view_coupons', premium: true } },
      schema: { tags: ['rewards'], querystring: couponListQuerySchema, response: { 200: couponOfferPageSchema } },
    },
    async (request) => {
      const { limit, offset, redeemable_first } = request.query;
      const { count, balance, results } = await listCouponOffers(app.deps, currentUser(request), {
        limit,
        offset,
        redeemableFirst: redeemable_first ?? false,
      });
      return { ...page(request.url, request.query, count, results), balance };
    },
  );

  app.post(
    '/v1/coupons/:id/purchases',
    {
      config: { access: { permission: 'can_buy_coupons', premium: true } },
      schema: {
        tags: ['rewards'],
        params: couponOfferParamSchema,
        headers: idempotencyHeadersSchema,
        response: { 201: couponPurchaseResultSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      return reply.status(201).send(await purchaseCoupon(app.deps, currentUser(request), request.params.id, key));
    },
  );

  app.get(
    '/v1/me/coupons',
    {
      schema: { tags: ['rewards'], querystring: paginationQuerySchema, response: { 200: couponPurchasePageSchema } },
    },
    async (request) => {
      const { count, results } = await listMyCoupons(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  );
};
