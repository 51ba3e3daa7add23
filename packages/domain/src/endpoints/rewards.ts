import { redeemCampaignCodeBodySchema, redeemResultSchema } from '../schemas/campaign-codes';
import { paginationQuerySchema } from '../schemas/common';
import {
  couponListQuerySchema,
  couponOfferPageSchema,
  couponOfferParamSchema,
  couponPurchasePageSchema,
  couponPurchaseResultSchema,
} from '../schemas/coupons';
import { idempotencyHeadersSchema } from '../schemas/idempotency';
import { defineEndpoint } from './define-endpoint';

/** The voucher shop (spec §2 /coupons) and campaign codes (spec §7). */
export const rewardsEndpoints = {
  /** The shop's offers; `redeemable_first` puts what the user can buy now on top (spec §4). */
  couponOffers: defineEndpoint({
    method: 'GET',
    path: '/v1/coupons',
    tag: 'rewards',
    access: { permission: 'can_view_coupons', premium: true },
    query: couponListQuerySchema,
    answer: { 200: couponOfferPageSchema },
  }),
  /** Buys one code, at most once per `Idempotency-Key`; the answer holds it and the points left. */
  purchaseCoupon: defineEndpoint({
    method: 'POST',
    path: '/v1/coupons/:id/purchases',
    tag: 'rewards',
    access: { permission: 'can_buy_coupons', premium: true },
    params: couponOfferParamSchema,
    headers: idempotencyHeadersSchema,
    answer: { 201: couponPurchaseResultSchema },
  }),
  /** The vouchers the user bought, with their codes. */
  myCoupons: defineEndpoint({
    method: 'GET',
    path: '/v1/me/coupons',
    tag: 'rewards',
    query: paginationQuerySchema,
    answer: { 200: couponPurchasePageSchema },
  }),
  /** Any signed-in user allowed to join campaigns. */
  redeemCampaignCode: defineEndpoint({
    method: 'POST',
    path: '/v1/campaign-codes/redeem',
    tag: 'rewards',
    access: { permission: 'can_join_campaigns' },
    body: redeemCampaignCodeBodySchema,
    answer: { 200: redeemResultSchema },
  }),
};
