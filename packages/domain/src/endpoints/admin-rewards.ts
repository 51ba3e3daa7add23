import {
  adminBenefitPageSchema,
  adminBenefitRequestListQuerySchema,
  adminBenefitRequestPageSchema,
  adminBenefitRequestSchema,
  adminBenefitSchema,
  createBenefitBodySchema,
  decideBenefitRequestBodySchema,
  patchBenefitBodySchema,
} from '../schemas/benefits';
import {
  adminCampaignCodeListQuerySchema,
  adminCampaignCodePageSchema,
  adminCampaignCodeSchema,
  createCampaignCodeBodySchema,
  patchCampaignCodeBodySchema,
} from '../schemas/campaign-codes';
import { idParamSchema, paginationQuerySchema } from '../schemas/common';
import {
  adminCouponOfferPageSchema,
  adminCouponOfferSchema,
  couponCodeUploadResultSchema,
  couponDashboardSchema,
  createCouponOfferBodySchema,
  patchCouponOfferBodySchema,
} from '../schemas/coupons';
import { defineEndpoint } from './define-endpoint';

/** The staff's tools for rewards (staff by the path): vouchers, campaign codes, benefits. */
export const rewardsAdminEndpoints = {
  couponOffers: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/coupon-offers',
    tag: 'admin',
    query: paginationQuerySchema,
    answer: { 200: adminCouponOfferPageSchema },
  }),
  createCouponOffer: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/coupon-offers',
    tag: 'admin',
    body: createCouponOfferBodySchema,
    answer: { 201: adminCouponOfferSchema },
  }),
  updateCouponOffer: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/coupon-offers/:id',
    tag: 'admin',
    params: idParamSchema,
    body: patchCouponOfferBodySchema,
    answer: { 200: adminCouponOfferSchema },
  }),
  /** A CSV file of voucher codes for an offer (any field name, the first file); the report names rejected lines. */
  uploadCouponCodes: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/coupon-offers/:id/codes',
    tag: 'admin',
    consumes: 'multipart/form-data',
    params: idParamSchema,
    answer: { 200: couponCodeUploadResultSchema },
  }),
  /** Every offer with stock and sales, plus totals. */
  couponDashboard: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/coupon-dashboard',
    tag: 'admin',
    query: paginationQuerySchema,
    answer: { 200: couponDashboardSchema },
  }),
  /** Every code with its redemptions and computed state. */
  campaignCodes: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/campaign-codes',
    tag: 'admin',
    query: adminCampaignCodeListQuerySchema,
    answer: { 200: adminCampaignCodePageSchema },
  }),
  createCampaignCode: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/campaign-codes',
    tag: 'admin',
    body: createCampaignCodeBodySchema,
    answer: { 201: adminCampaignCodeSchema },
  }),
  /** Deactivates or reactivates a code. */
  setCampaignCodeActive: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/campaign-codes/:id',
    tag: 'admin',
    params: idParamSchema,
    body: patchCampaignCodeBodySchema,
    answer: { 200: adminCampaignCodeSchema },
  }),
  /** Benefit requests by status, oldest first. */
  benefitRequests: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/benefit-requests',
    tag: 'admin',
    query: adminBenefitRequestListQuerySchema,
    answer: { 200: adminBenefitRequestPageSchema },
  }),
  /** The decision on a request; the user gets a mail with the note. */
  decideBenefitRequest: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/benefit-requests/:id',
    tag: 'admin',
    params: idParamSchema,
    body: decideBenefitRequestBodySchema,
    answer: { 200: adminBenefitRequestSchema },
  }),
  benefits: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/benefits',
    tag: 'admin',
    query: paginationQuerySchema,
    answer: { 200: adminBenefitPageSchema },
  }),
  createBenefit: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/benefits',
    tag: 'admin',
    body: createBenefitBodySchema,
    answer: { 201: adminBenefitSchema },
  }),
  updateBenefit: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/benefits/:id',
    tag: 'admin',
    params: idParamSchema,
    body: patchBenefitBodySchema,
    answer: { 200: adminBenefitSchema },
  }),
};
