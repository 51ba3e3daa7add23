import { z } from 'zod';
import { portalLinkSchema } from './campaign-codes';
import { idParamSchema, pageSchema, paginationQuerySchema, textSchema } from './common';
import { queryFlagSchema } from './learning-modules';

/** The shop whose voucher it is. */
export const couponPartnerSchema = z.object({
  name: textSchema(),
  logo: textSchema().optional(),
  shortDescription: textSchema(),
});
export type CouponPartner = z.infer<typeof couponPartnerSchema>;

/** `value` is the voucher's face value in euro cents (2500 = 25,00 €); `price` is in premium points. */
export const couponOfferSummarySchema = z.object({
  id: z.number().int(),
  partner: couponPartnerSchema,
  title: textSchema(),
  description: textSchema(),
  value: z.number().int(),
  price: z.number().int(),
});
export type CouponOfferSummary = z.infer<typeof couponOfferSummarySchema>;

/** An offer in the voucher shop, for the signed-in user. */
export const couponOfferSchema = couponOfferSummarySchema.extend({
  /** Codes in stock. */
  available: z.number().int(),
  /** The user's premium points cover the price and a code is in stock. */
  isRedeemable: z.boolean(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

/** `GET /v1/coupons`: cheapest first; `redeemable_first=true` puts what the user can buy now on top (spec §4). */
export const couponListQuerySchema = paginationQuerySchema.extend({
  redeemable_first: queryFlagSchema,
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const couponOfferPageSchema = pageSchema(couponOfferSchema).extend({
  /** The user's premium points, so the page can show what is left after a purchase. */
  balance: z.number().int(),
});
export type CouponOfferPage = z.infer<typeof couponOfferPageSchema>;

/**
 * A bought voucher with its code. When staff cancelled the purchase (the points went back),
 * `cancelledAt` is set and the code is withheld (null): the voucher is no longer the member's.
 */
export const couponPurchaseSchema = z.object({
  id: z.number().int(),
  code: textSchema().nullable(),
  cancelledAt: textSchema().nullable(),
  offer: couponOfferSummarySchema,
  price: z.number().int(),
  createdAt: textSchema(),
});
export type CouponPurchase = z.infer<typeof couponPurchaseSchema>;

/** `POST /v1/coupons/{id}/purchases` → 201. `balance`: the premium points left. */
export const couponPurchaseResultSchema = z.object({
  purchase: couponPurchaseSchema,
  balance: z.number().int(),
});
export type CouponPurchaseResult = z.infer<typeof couponPurchaseResultSchema>;

export const couponPurchasePageSchema = pageSchema(couponPurchaseSchema);
export const couponOfferParamSchema = idParamSchema;

/** An offer as staff see it: stock and sales included. */
export const adminCouponOfferSchema = couponOfferSummarySchema.extend({
  isActive: z.boolean(),
  available: z.number().int(),
  sold: z.number().int(),
  createdAt: textSchema(),
});
export type AdminCouponOffer = z.infer<typeof adminCouponOfferSchema>;
export const adminCouponOfferPageSchema = pageSchema(adminCouponOfferSchema);

const partnerInputSchema = z.object({
  name: textSchema().trim().min(1).max(120),
  logo: portalLinkSchema.optional(),
  shortDescription: textSchema().trim().min(1).max(300),
});

/**
 * `POST /v1/admin/coupon-offers`. The partner is found by name (and its logo and description
 * updated) or created. `value` in euro cents.
 */
export const createCouponOfferBodySchema = z.object({
  partner: partnerInputSchema,
  title: textSchema().trim().min(1).max(200),
  description: textSchema().trim().min(1).max(2000),
  value: z.number().int().positive().max(1_000_000),
  price: z.number().int().positive().max(10_000_000),
  isActive: z.boolean().optional(),
});
export type CreateCouponOfferBody = z.infer<typeof createCouponOfferBodySchema>;

/** `PATCH /v1/admin/coupon-offers/{id}`: change texts, price or value, or take the offer off the shelf. */
export const patchCouponOfferBodySchema = z
  .strictObject({
    title: textSchema().trim().min(1).max(200),
    description: textSchema().trim().min(1).max(2000),
    value: z.number().int().positive().max(1_000_000),
    price: z.number().int().positive().max(10_000_000),
    isActive: z.boolean(),
  })
  .partial();
export type PatchCouponOfferBody = z.infer<typeof patchCouponOfferBodySchema>;

/** `POST /v1/admin/coupon-offers/{id}/codes` (CSV upload): what was stored, which lines were not and why. */
export const couponCodeUploadResultSchema = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: textSchema() })),
});
export type CouponCodeUploadResult = z.infer<typeof couponCodeUploadResultSchema>;

/** One row of `GET /v1/admin/coupon-dashboard`. */
export const couponDashboardRowSchema = z.object({
  offer: couponOfferSummarySchema,
  isActive: z.boolean(),
  /** Codes in stock. */
  available: z.number().int(),
  sold: z.number().int(),
  soldLast30Days: z.number().int(),
  /** Premium points taken in by this offer. */
  pointsSpent: z.number().int(),
  lastSoldAt: textSchema().nullable(),
});
export type CouponDashboardRow = z.infer<typeof couponDashboardRowSchema>;

export const couponDashboardSchema = pageSchema(couponDashboardRowSchema).extend({
  totals: z.object({
    offers: z.number().int(),
    available: z.number().int(),
    sold: z.number().int(),
    soldLast30Days: z.number().int(),
    pointsSpent: z.number().int(),
    /** Active offers without codes in stock. */
    soldOutOffers: z.number().int(),
  }),
});
export type CouponDashboard = z.infer<typeof couponDashboardSchema>;
