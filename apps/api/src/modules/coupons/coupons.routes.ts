import { rewardsEndpoints } from '@apopunkt/domain/endpoints/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { listCouponOffers, listMyCoupons, purchaseCoupon } from './coupons.service';

/** The voucher shop (spec §2 /coupons: can_view_coupons and premium; buying needs can_buy_coupons). */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(rewardsEndpoints.couponOffers),
    handler: async (request) => {
      const { limit, offset, redeemable_first } = request.query;
      const { count, balance, results } = await listCouponOffers(app.deps, currentUser(request), {
        limit,
        offset,
        redeemableFirst: redeemable_first ?? false,
      });
      return { ...page(request.url, request.query, count, results), balance };
    },
  });

  app.route({
    ...routeOf(rewardsEndpoints.purchaseCoupon),
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      return reply.status(201).send(await purchaseCoupon(app.deps, currentUser(request), request.params.id, key));
    },
  });

  app.route({
    ...routeOf(rewardsEndpoints.myCoupons),
    handler: async (request) => {
      const { count, results } = await listMyCoupons(app.deps, currentUser(request), request.query);
      return page(request.url, request.query, count, results);
    },
  });
};
